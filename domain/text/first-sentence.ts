/** The first sentence of a text (through its first . ! or ? followed by a space or the end), trimmed. */
export const firstSentence = (text: string): string => {
  const trimmed = text.trim();
  const match = /^[\s\S]*?[.!?](?=\s|$)/.exec(trimmed);
  return match ? match[0] : trimmed;
};
