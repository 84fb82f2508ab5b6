import { identifyBook, isTitleOf, MAX_CHOICES } from './identify-book.rule.js';
import { sameWord, titleWords } from './title-words.js';

/** Catalog rows as the starter catalog holds them (data/catalog/starter-book-details.csv): title, author, series, volume. */
const CATALOG = [
  { title: 'Goodnight Moon', author: 'Margaret Wise Brown', series: null, seriesVolume: null },
  { title: 'The Giving Tree', author: 'Shel Silverstein', series: null, seriesVolume: null },
  { title: "Don't Let the Pigeon Drive the Bus!", author: 'Mo Willems', series: 'Pigeon', seriesVolume: 1 },
  { title: 'Julián Is a Mermaid', author: 'Jessica Love', series: null, seriesVolume: null },
  { title: 'Knuffle Bunny: A Cautionary Tale', author: 'Mo Willems', series: 'Knuffle Bunny', seriesVolume: 1 },
  { title: "Harry Potter and the Sorcerer's Stone", author: 'J. K. Rowling', series: 'Harry Potter', seriesVolume: 1 },
  { title: 'Harry Potter and the Chamber of Secrets', author: 'J. K. Rowling', series: 'Harry Potter', seriesVolume: 2 },
  { title: 'Harry Potter and the Prisoner of Azkaban', author: 'J. K. Rowling', series: 'Harry Potter', seriesVolume: 3 },
  { title: 'Harry Potter and the Goblet of Fire', author: 'J. K. Rowling', series: 'Harry Potter', seriesVolume: 4 },
  { title: 'Harry Potter and the Order of the Phoenix', author: 'J. K. Rowling', series: 'Harry Potter', seriesVolume: 5 },
  { title: 'Harry Potter and the Half-Blood Prince', author: 'J. K. Rowling', series: 'Harry Potter', seriesVolume: 6 },
  { title: 'Harry Potter and the Deathly Hallows', author: 'J. K. Rowling', series: 'Harry Potter', seriesVolume: 7 },
  { title: 'The Lightning Thief', author: 'Rick Riordan', series: 'Percy Jackson and the Olympians', seriesVolume: 1 },
  { title: 'The Sea of Monsters', author: 'Rick Riordan', series: 'Percy Jackson and the Olympians', seriesVolume: 2 },
  { title: 'The Lion, the Witch and the Wardrobe', author: 'C. S. Lewis', series: 'The Chronicles of Narnia', seriesVolume: 2 },
  { title: 'Prince Caspian', author: 'C. S. Lewis', series: 'The Chronicles of Narnia', seriesVolume: 4 },
  { title: "Charlotte's Web", author: 'E. B. White', series: null, seriesVolume: null },
  { title: 'Matilda', author: 'Roald Dahl', series: null, seriesVolume: null },
  { title: 'The BFG', author: 'Roald Dahl', series: null, seriesVolume: null },
  { title: 'The Witches', author: 'Roald Dahl', series: null, seriesVolume: null },
  { title: 'Wonder', author: 'R. J. Palacio', series: null, seriesVolume: null },
  { title: 'Holes', author: 'Louis Sachar', series: null, seriesVolume: null },
  { title: 'Hatchet', author: 'Gary Paulsen', series: "Brian's Saga", seriesVolume: 1 },
  { title: 'The Giver', author: 'Lois Lowry', series: 'The Giver Quartet', seriesVolume: 1 },
  { title: 'Number the Stars', author: 'Lois Lowry', series: null, seriesVolume: null },
  { title: 'Diary of a Wimpy Kid', author: 'Jeff Kinney', series: 'Diary of a Wimpy Kid', seriesVolume: 1 },
  { title: 'Rodrick Rules', author: 'Jeff Kinney', series: 'Diary of a Wimpy Kid', seriesVolume: 2 },
  { title: 'The Last Straw', author: 'Jeff Kinney', series: 'Diary of a Wimpy Kid', seriesVolume: 3 },
  { title: 'Dog Man', author: 'Dav Pilkey', series: 'Dog Man', seriesVolume: 1 },
  { title: 'The Hobbit', author: 'J. R. R. Tolkien', series: null, seriesVolume: null },
  { title: 'Coraline', author: 'Neil Gaiman', series: null, seriesVolume: null },
  { title: 'Where the Red Fern Grows', author: 'Wilson Rawls', series: null, seriesVolume: null },
  { title: 'Amari and the Night Brothers', author: 'B. B. Alston', series: 'Supernatural Investigations', seriesVolume: 1 },
  { title: 'Sideways Stories from Wayside School', author: 'Louis Sachar', series: 'Wayside School', seriesVolume: 1 },
  { title: 'Ramona Quimby, Age 8', author: 'Beverly Cleary', series: 'Ramona', seriesVolume: null },
  { title: 'The Adventures of Captain Underpants', author: 'Dav Pilkey', series: 'Captain Underpants', seriesVolume: 1 },
  { title: 'The Graveyard Book', author: 'Neil Gaiman', series: null, seriesVolume: null },
  { title: 'The Watsons Go to Birmingham—1963', author: 'Christopher Paul Curtis', series: null, seriesVolume: null },
  { title: 'The Hunger Games', author: 'Suzanne Collins', series: 'The Hunger Games', seriesVolume: 1 },
  { title: 'Catching Fire', author: 'Suzanne Collins', series: 'The Hunger Games', seriesVolume: 2 },
  { title: 'Mockingjay', author: 'Suzanne Collins', series: 'The Hunger Games', seriesVolume: 3 },
  { title: 'Twilight', author: 'Stephenie Meyer', series: 'The Twilight Saga', seriesVolume: 1 },
  { title: "Ender's Game", author: 'Orson Scott Card', series: "Ender's Saga", seriesVolume: 1 },
  { title: 'Eleanor & Park', author: 'Rainbow Rowell', series: null, seriesVolume: null },
  { title: 'The Book Thief', author: 'Markus Zusak', series: null, seriesVolume: null },
  { title: 'Animal Farm', author: 'George Orwell', series: null, seriesVolume: null },
  { title: '1984', author: 'George Orwell', series: null, seriesVolume: null },
  { title: 'Persepolis: The Story of a Childhood', author: 'Marjane Satrapi', series: null, seriesVolume: null },
  { title: 'Night', author: 'Elie Wiesel', series: null, seriesVolume: null },
  { title: 'To Kill a Mockingbird', author: 'Harper Lee', series: null, seriesVolume: null },
];

const answer = (query: string): string => {
  const found = identifyBook(query, CATALOG);
  if (found.kind === 'one') return found.book.title;
  if (found.kind === 'choose') return `choose: ${found.books.map((b) => b.title).join(' | ')}`;
  return 'not found';
};

describe('identifyBook: a typed query resolves to a book only when it is that book’s title', () => {
  it.each([
    // the right book, typed as it is, with its author before or after
    ['Hatchet', 'Hatchet'],
    ['Hatchet Gary Paulsen', 'Hatchet'],
    ['Gary Paulsen Hatchet', 'Hatchet'],
    ['The Giver', 'The Giver'],
    ['Wonder', 'Wonder'],
    ['Night', 'Night'],
    ["Ender's Game", "Ender's Game"],
    ['The Lightning Thief', 'The Lightning Thief'],
    ['the lightning thief rick riordan', 'The Lightning Thief'],
    ["Charlotte's Web by E. B. White", "Charlotte's Web"],
    ['1984 George Orwell', '1984'],
    ['The Hobbit JRR Tolkien', 'The Hobbit'],
    ['Eleanor and Park', 'Eleanor & Park'],
    ['julian is a mermaid', 'Julián Is a Mermaid'],
    ['Diary of a Wimpy Kid', 'Diary of a Wimpy Kid'],
    // typing slips: a letter missing, doubled, changed or two swapped
    ['charlots web', "Charlotte's Web"],
    ['hatchit', 'Hatchet'],
    ['the hobit', 'The Hobbit'],
    ['Harry Poter and the Goblet of Fire', 'Harry Potter and the Goblet of Fire'],
    ['mockingjya', 'Mockingjay'],
    ['the lightening thief', 'The Lightning Thief'],
    // a word split or joined
    ['to kill a mocking bird', 'To Kill a Mockingbird'],
    ['dogman', 'Dog Man'],
    // a dropped article or joining word
    ['hobbit', 'The Hobbit'],
    ['the wonder', 'Wonder'],
    ['giver', 'The Giver'],
    ['lion witch and wardrobe', 'The Lion, the Witch and the Wardrobe'],
    // the subtitle left out, or typed
    ['Knuffle Bunny', 'Knuffle Bunny: A Cautionary Tale'],
    ['Persepolis', 'Persepolis: The Story of a Childhood'],
    ['Knuffle Bunny: A Cautionary Tale Mo Willems', 'Knuffle Bunny: A Cautionary Tale'],
    // the series name left out, or the series name with the volume number
    ['prisoner of azkaban', 'Harry Potter and the Prisoner of Azkaban'],
    ['Harry Potter 3', 'Harry Potter and the Prisoner of Azkaban'],
    ['Harry Potter book 7', 'Harry Potter and the Deathly Hallows'],
    ['harry potter three', 'Harry Potter and the Prisoner of Azkaban'],
    ['Percy Jackson 1', 'The Lightning Thief'],
    ['hunger games 2', 'Catching Fire'],
    ['Diary of a Wimpy Kid 2', 'Rodrick Rules'],
    ['Percy Jackson and the Lightning Thief', 'The Lightning Thief'],
    ['Diary of a Wimpy Kid: Rodrick Rules', 'Rodrick Rules'],
  ])('%s → %s', (query, title) => {
    expect(answer(query)).toBe(title);
  });

  it.each([
    // a made-up or uncatalogued title by a real author is not that author's other book
    ['Dogsong Gary Paulsen'],
    ['The River Gary Paulsen'],
    ['Gathering Blue Lois Lowry'],
    ['The Ocean at the End of the Lane Neil Gaiman'],
    ['Tales of the Moon Roald Dahl'],
    ['Harry Potter and the Cursed Child'],
    ['Harry Potter 9'],
    // a weak hit sharing a word or some letters is not the book
    ['Wonderstruck'],
    ['The Night Circus'],
    ['Son'],
    ['The River'],
    ['Twilight Zone'],
    // nothing to look for
    ['the'],
    ['  '],
  ])('%s → not found', (query) => {
    expect(answer(query)).toBe('not found');
  });

  it.each([
    ['Harry Potter', 7],
    ['Gary Paulsen', 1],
    ['Roald Dahl', 3],
    ['Lois Lowry', 2],
    ['thief', 2],
    ['wimpy kid', 3],
  ])('%s (an author, a series or part of titles) → a choice of %i', (query, count) => {
    const found = identifyBook(query, CATALOG);
    expect(found.kind === 'choose' && found.books.length).toBe(count);
  });

  it('offers the books of the series a query names in reading order, before the others, whatever the search order', () => {
    const shuffled = [
      { title: 'Harry Potter and the Chamber of Secrets (a copy)', author: 'J. K. Rowling' },
      { title: 'Harry Potter and the Chamber of Secrets', author: 'J. K. Rowling', series: 'Harry Potter', seriesVolume: 2 },
      { title: 'Harry Potter and the Goblet of Fire', author: 'J. K. Rowling', series: 'Harry Potter', seriesVolume: 4 },
      { title: "Harry Potter and the Sorcerer's Stone", author: 'J. K. Rowling', series: 'Harry Potter', seriesVolume: 1 },
      { title: 'Harry Potter Cookbook', author: 'Ann Other', series: 'Harry Potter', seriesVolume: null },
      { title: 'Harry Potter Colouring Book', author: 'Bea Other', series: 'Harry Potter' },
    ];
    const found = identifyBook('harry potter', shuffled);
    expect(found.kind === 'choose' && found.books.map((b) => b.title)).toEqual([
      "Harry Potter and the Sorcerer's Stone",
      'Harry Potter and the Chamber of Secrets',
      'Harry Potter and the Goblet of Fire',
      'Harry Potter Cookbook',
      'Harry Potter Colouring Book',
      'Harry Potter and the Chamber of Secrets (a copy)',
    ]);
  });

  it('offers the books in search order, at most MAX_CHOICES', () => {
    const many = Array.from({ length: MAX_CHOICES + 3 }, (_, i) => ({ title: `Moon Story ${i + 1}`, author: 'A. Writer' }));
    const found = identifyBook('moon story', many);
    expect(found.kind === 'choose' && found.books.map((b) => b.title)).toEqual(many.slice(0, MAX_CHOICES).map((b) => b.title));
  });

  it.each([
    [
      'the author the query names wins',
      'Night Elie Wiesel',
      [
        { title: 'Night', author: 'Ann Other' },
        { title: 'Night', author: 'Elie Wiesel' },
      ],
      'one Elie Wiesel',
    ],
    [
      'the title typed without slips wins',
      'holes',
      [
        { title: 'Hole', author: 'Ann Other' },
        { title: 'Holes', author: 'Louis Sachar' },
      ],
      'one Louis Sachar',
    ],
    [
      'the title with fewer words left out wins',
      'moon',
      [
        { title: 'The Moon', author: 'Ann Other' },
        { title: 'Moon', author: 'Bea Writer' },
      ],
      'one Bea Writer',
    ],
    [
      'two books of one title are a choice',
      'Night',
      [
        { title: 'Night', author: 'Ann Other' },
        { title: 'Night', author: 'Elie Wiesel' },
      ],
      'choose Ann Other, Elie Wiesel',
    ],
    [
      'the same book twice is one book',
      'Night',
      [
        { title: 'Night', author: 'Elie Wiesel' },
        { title: 'NIGHT', author: 'elie wiesel' },
      ],
      'one Elie Wiesel',
    ],
  ])('when several titles match, %s', (_rule, query, books, expected) => {
    const found = identifyBook(query, books);
    const said = found.kind === 'one' ? `one ${found.book.author}` : found.kind === 'choose' ? `choose ${found.books.map((b) => b.author).join(', ')}` : 'none';
    expect(said).toBe(expected);
  });

  it.each([
    ['The Lightning Thief', 'The Lightning Thief', true],
    ['lightning thief', 'The Lightning Thief', true],
    ['lightning', 'The Lightning Thief', false],
    ['Rick Riordan', 'The Lightning Thief', false],
  ])('isTitleOf(%s, %s) is %s', (query, title, expected) => {
    expect(isTitleOf(query, { title, author: 'Rick Riordan' })).toBe(expected);
  });
});

describe('titleWords and sameWord: how words are compared', () => {
  it.each([
    ["Charlotte's Web", 'charlottes web'],
    ['Julián Is a Mermaid', 'julian is a mermaid'],
    ['Eleanor & Park', 'eleanor and park'],
    ['The Watsons Go to Birmingham—1963', 'the watsons go to birmingham 1963'],
    ['Мастер и Маргарита', 'мастер и маргарита'],
  ])('titleWords(%s) is "%s"', (text, words) => {
    expect(titleWords(text).join(' ')).toBe(words);
  });

  it.each([
    ['hobit', 'hobbit', true, 'one letter missing'],
    ['hobibt', 'hobbit', true, 'two letters swapped'],
    ['charlots', 'charlottes', true, 'two slips in a long word'],
    ['lightening', 'lightning', true, 'one letter added'],
    ['wonderstruck', 'wonder', false, 'a longer word'],
    ['giver', 'river', false, 'another first letter'],
    ['son', 'orson', false, 'a short word'],
    ['cat', 'car', false, 'a short word, one letter changed'],
    ['2', '3', false, 'another number'],
    ['book2', 'book3', false, 'numbers are exact'],
    ['hatch', 'hatchet', false, 'two slips in a short word'],
    ['minecraft', 'mockingjay', false, 'too many slips'],
  ])('sameWord(%s, %s) is %s: %s', (typed, word, expected) => {
    expect(sameWord(typed, word)).toBe(expected);
  });
});
