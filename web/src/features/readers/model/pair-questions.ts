import { quizLength, type PreferenceTag } from '../../../../../domain/index.js';

/** One side of a 'Which sounds more appealing?' question: a made-up book, pitched in a line. */
export interface PairOption {
  title: string;
  pitch: string;
  tags: readonly PreferenceTag[];
}

export interface PairQuestion {
  id: string;
  left: PairOption;
  right: PairOption;
}

export type PairAnswer = 'left' | 'right' | 'both';

const pair = (id: string, left: PairOption, right: PairOption): PairQuestion => ({ id, left, right });

/** For readers of 10 and over (teens take the first 10, adults all 12). */
export const STANDARD_PAIRS: readonly PairQuestion[] = [
  pair(
    'lighthouse-dragons',
    {
      title: 'The Last Lighthouse',
      pitch: 'A teenage keeper finds coded letters hidden in the lighthouse walls, and someone in town wants them back.',
      tags: ['mystery', 'suspenseful', 'small_town', 'young_adults'],
    },
    {
      title: 'Sky Harbour',
      pitch: 'Dragon riders race between floating islands to stop an emperor who can bend storms to his will.',
      tags: ['fantasy', 'good_vs_evil', 'alternate_reality', 'fast_paced'],
    },
  ),
  pair(
    'kitchen-signal',
    {
      title: 'Kitchen Table Years',
      pitch: 'Three generations share one crowded house, and a single summer of secrets changes every one of them.',
      tags: ['literary_fiction', 'family_dynamics', 'contemporary', 'emotional_heartfelt'],
    },
    {
      title: 'Signal Lost',
      pitch: 'The crew of a deep-space freighter wakes to find the ship steering itself toward an uncharted star.',
      tags: ['science_fiction', 'survival', 'suspenseful', 'ensemble_cast'],
    },
  ),
  pair(
    'ration-subway',
    {
      title: 'The Ration Card Detective',
      pitch: 'In 1943 London, a girl who runs messages for the Home Guard solves a theft nobody else believes happened.',
      tags: ['historical_fiction', 'historical_past', 'strong_female_lead', 'mystery'],
    },
    {
      title: 'Subway Summer',
      pitch: 'Two strangers keep missing the same train and start leaving notes for each other across the city.',
      tags: ['romance', 'love_relationships', 'big_city', 'light_humorous'],
    },
  ),
  pair(
    'flood-office',
    {
      title: 'After the Water',
      pitch: 'When the floods take the coast, a brother and sister walk inland with a map their grandmother drew.',
      tags: ['post_apocalyptic', 'survival', 'overcoming_adversity', 'atmospheric'],
    },
    {
      title: 'The Office of Small Miracles',
      pitch: 'A grumpy lost-property clerk returns things to people who never knew they had lost them.',
      tags: ['workplace', 'witty_clever', 'uplifting_hopeful', 'literary_fiction'],
    },
  ),
  pair(
    'crown-council',
    {
      title: 'Grey Crown',
      pitch: 'A thief crowned by mistake must decide whether to fix a corrupt court or rob it blind.',
      tags: ['fantasy', 'morally_gray', 'power_corruption', 'anti_hero'],
    },
    {
      title: 'Speak Up, Nora',
      pitch: 'A shy debate champion runs for student council to save the town library, and finds her voice.',
      tags: ['realistic_fiction', 'personal_growth', 'strong_female_lead', 'uplifting_hopeful'],
    },
  ),
  pair(
    'wren-cardboard',
    {
      title: 'The House on Wren Hill',
      pitch: 'Every night the old house rearranges one room, and only the youngest sister notices.',
      tags: ['horror', 'atmospheric', 'suspenseful', 'small_town'],
    },
    {
      title: 'Cardboard Kings',
      pitch: 'A band of misfit friends builds a cardboard city in an empty lot and ends up changing the neighbourhood.',
      tags: ['found_family', 'ensemble_cast', 'light_humorous', 'contemporary'],
    },
  ),
  pair(
    'heist-march',
    {
      title: 'Unwritten',
      pitch: 'A narrator tells you exactly how the heist went down, but three chapters in you start to doubt every word.',
      tags: ['unreliable_narrator', 'mystery', 'witty_clever', 'thought_provoking'],
    },
    {
      title: 'The Long Walk Home',
      pitch: 'A boy and his dog cross a war-torn country to find the family they were separated from.',
      tags: ['historical_fiction', 'survival', 'overcoming_adversity', 'emotional_heartfelt'],
    },
  ),
  pair(
    'lagos-diary',
    {
      title: 'Two Moons Over Lagos',
      pitch: "A girl discovers her family's tailoring shop is a doorway to a Lagos where stories come alive.",
      tags: ['fantasy', 'diverse_representation', 'identity_belonging', 'alternate_reality'],
    },
    {
      title: 'The Quiet Year',
      pitch: 'A retired teacher keeps a diary through a year of change, finding small wonders in ordinary days.',
      tags: ['literary_fiction', 'introspective', 'emotional_heartfelt', 'small_town'],
    },
  ),
  pair(
    'ballot-foodtruck',
    {
      title: 'Ballot',
      pitch: "A seventeen-year-old intern uncovers a vote-rigging scheme in her city's mayoral race.",
      tags: ['political_themes', 'social_justice', 'big_city', 'suspenseful'],
    },
    {
      title: 'Snowed In at Mabel’s',
      pitch: 'A food-truck cook feeds a whole town through a snowed-in week, and everyone has a story to trade.',
      tags: ['uplifting_hopeful', 'light_humorous', 'small_town', 'ensemble_cast'],
    },
  ),
  pair(
    'ember-colony',
    {
      title: 'Ash and Ember',
      pitch: 'In a city run by rival crews, a boy with a borrowed name has one night to choose a side.',
      tags: ['dark_gritty', 'complex_male_lead', 'big_city', 'fast_paced'],
    },
    {
      title: 'Stars Like Ours',
      pitch: "A colony ship's teenage crew must write the laws for a planet no one has ever lived on.",
      tags: ['science_fiction', 'thought_provoking', 'young_adults', 'social_justice'],
    },
  ),
  pair(
    'lake-tennis',
    {
      title: 'Letters to the Lake',
      pitch: 'A girl who has just moved writes letters to the lake behind her new house, and one day it writes back.',
      tags: ['fantasy', 'identity_belonging', 'introspective', 'emotional_heartfelt'],
    },
    {
      title: 'Double Fault',
      pitch: 'Twin tennis rivals are forced onto the same doubles team for the championship of their lives.',
      tags: ['realistic_fiction', 'family_dynamics', 'fast_paced', 'young_adults'],
    },
  ),
  pair(
    'clockmaker-radio',
    {
      title: "The Clockmaker's Apprentice",
      pitch: 'In 1890s Prague, an apprentice builds a mechanical bird that remembers every word it hears.',
      tags: ['historical_fiction', 'historical_past', 'atmospheric', 'mystery'],
    },
    {
      title: 'Rebel Frequencies',
      pitch: 'A pirate-radio DJ broadcasts the truth in a city where every screen shows the same smiling leader.',
      tags: ['science_fiction', 'power_corruption', 'anti_hero', 'dark_gritty'],
    },
  ),
];

/** For readers under 10: the same tags, in stories a young child would pick from a shelf. */
export const YOUNG_PAIRS: readonly PairQuestion[] = [
  pair(
    'bakery-hamster',
    {
      title: 'The Midnight Bakery',
      pitch: 'While the town sleeps, a little mouse bakes magic muffins that grant tiny wishes.',
      tags: ['fantasy', 'light_humorous', 'small_town', 'uplifting_hopeful'],
    },
    {
      title: 'The Case of the Missing Hamster',
      pitch: 'Best friends follow sawdust clues around school to find the class hamster before Monday.',
      tags: ['mystery', 'ensemble_cast', 'contemporary', 'witty_clever'],
    },
  ),
  pair(
    'rocket-dragon',
    {
      title: 'Rocket Rosie',
      pitch: 'Rosie builds a rocket from junkyard parts and takes her grandpa to the moon for tea.',
      tags: ['science_fiction', 'strong_female_lead', 'family_dynamics', 'uplifting_hopeful'],
    },
    {
      title: 'The Dragon Who Was Afraid of the Dark',
      pitch: 'A small dragon learns to be brave with help from a firefly friend.',
      tags: ['fantasy', 'personal_growth', 'emotional_heartfelt', 'found_family'],
    },
  ),
  pair(
    'knights-treehouse',
    {
      title: 'Knights in Training',
      pitch: 'Three young knights must rescue the royal cat from a grumpy (but not very scary) giant.',
      tags: ['fantasy', 'good_vs_evil', 'ensemble_cast', 'fast_paced'],
    },
    {
      title: 'Max Moves House',
      pitch: 'Max hates moving to the city, until he meets the kid next door with a secret rooftop garden.',
      tags: ['realistic_fiction', 'big_city', 'identity_belonging', 'light_humorous'],
    },
  ),
  pair(
    'dino-pumpkin',
    {
      title: 'Dino Detectives',
      pitch: 'Two kids and a talking T. rex solve puzzles in the museum after closing time.',
      tags: ['mystery', 'witty_clever', 'big_city', 'fast_paced'],
    },
    {
      title: "Grandma's Giant Pumpkin",
      pitch: "A boy spends the summer on his grandma's farm and grows the biggest pumpkin in the county.",
      tags: ['realistic_fiction', 'family_dynamics', 'small_town', 'emotional_heartfelt'],
    },
  ),
  pair(
    'pirates-castle',
    {
      title: 'The Pirates of Puddle Bay',
      pitch: 'A crew of bathtub pirates sails the backyard seas in search of lost treasure.',
      tags: ['light_humorous', 'ensemble_cast', 'alternate_reality', 'fast_paced'],
    },
    {
      title: 'The Castle Kitchen',
      pitch: "A kitchen girl in a long-ago castle saves the king's feast with one clever idea after another.",
      tags: ['historical_fiction', 'historical_past', 'strong_female_lead', 'witty_clever'],
    },
  ),
  pair(
    'sleepover-star',
    {
      title: 'The Sleepover Noises',
      pitch: 'Strange bumps at a sleepover lead to a midnight search, and a surprising (friendly!) discovery.',
      tags: ['mystery', 'suspenseful', 'found_family', 'atmospheric'],
    },
    {
      title: 'Luna and the Lost Star',
      pitch: 'A girl helps a fallen star find its way back up into the sky.',
      tags: ['fantasy', 'emotional_heartfelt', 'uplifting_hopeful', 'good_vs_evil'],
    },
  ),
  pair(
    'robot-island',
    {
      title: 'Robot Recess',
      pitch: "A new robot classmate doesn't understand jokes, so the whole class teaches him how to be a friend.",
      tags: ['science_fiction', 'light_humorous', 'identity_belonging', 'ensemble_cast'],
    },
    {
      title: 'Stranded on Turtle Island',
      pitch: 'Shipwrecked siblings work together to build a shelter and find food on a tiny island.',
      tags: ['survival', 'family_dynamics', 'overcoming_adversity', 'suspenseful'],
    },
  ),
  pair(
    'kindness-wizard',
    {
      title: 'The Kindness Club',
      pitch: 'A girl starts a secret club that does one kind thing for someone every single day.',
      tags: ['realistic_fiction', 'personal_growth', 'uplifting_hopeful', 'strong_female_lead'],
    },
    {
      title: 'Wizard School Mix-Up',
      pitch: 'On his very first day at wizard school, Ollie accidentally turns his teacher into a teapot.',
      tags: ['fantasy', 'light_humorous', 'witty_clever', 'alternate_reality'],
    },
  ),
  pair(
    'lanterns-volcano',
    {
      title: 'The Lantern Festival',
      pitch: "Mei and her cousins get ready for the lantern festival, and Grandma's old story comes to life.",
      tags: ['diverse_representation', 'family_dynamics', 'emotional_heartfelt', 'identity_belonging'],
    },
    {
      title: 'Race to the Volcano',
      pitch: 'Junior explorers race a rival team to the top of a rumbling volcano.',
      tags: ['fast_paced', 'survival', 'suspenseful', 'ensemble_cast'],
    },
  ),
  pair(
    'ghost-cape',
    {
      title: 'The Library Ghost',
      pitch: "A shy ghost who lives in the library only comes out to read stories to kids who can't sleep.",
      tags: ['fantasy', 'atmospheric', 'emotional_heartfelt', 'small_town'],
    },
    {
      title: 'Super Sid Saves Saturday',
      pitch: 'A boy in a homemade cape tries to fix every problem on his street in a single day.',
      tags: ['light_humorous', 'good_vs_evil', 'fast_paced', 'contemporary'],
    },
  ),
];

/** Under 10 the young stories apply (spec: 8 questions); from 10, the standard ones (10, or 12 for adults). */
export const YOUNG_PAIRS_UNDER_AGE = 10;

/** The pair questions a reader of this age answers, as many as `quizLength(age)` asks for. */
export function pairQuestionsFor(age: number): readonly PairQuestion[] {
  const bank = age < YOUNG_PAIRS_UNDER_AGE ? YOUNG_PAIRS : STANDARD_PAIRS;
  return bank.slice(0, quizLength(age).pairQuestions);
}

/** The tags an answer chooses: one side's, or both sides' for 'both'. */
export function tagsOfAnswer(question: PairQuestion, answer: PairAnswer): PreferenceTag[] {
  if (answer === 'left') return [...question.left.tags];
  if (answer === 'right') return [...question.right.tags];
  return [...question.left.tags, ...question.right.tags];
}
