/**
 * Patterns that free text must not carry, whatever the field: script, javascript: (and other
 * script URLs), HTML injection, SQL statements and template markers. SQL is matched as statement
 * shapes ('drop table', 'union select', "' or 1=1"), not single words, so that 'please select a
 * book' or 'I cannot delete from my list' stay valid.
 */
export const DANGEROUS_PATTERNS: readonly RegExp[] = [
  /<\s*\/?\s*script\b/i,
  /\b(?:java|vb)script\s*:/i,
  /\bdata\s*:\s*text\/html/i,
  /<\s*\/?\s*(?:iframe|object|embed|applet|link|meta|style|base|form|svg|img)\b/i,
  /<[^>]*\son[a-z]+\s*=/i,
  /\bon(?:load|error|click|mouse[a-z]*|focus|blur|key[a-z]*|submit|change|input)\s*=/i,
  /\bunion\s+(?:all\s+)?select\b/i,
  /\bselect\s+\*\s+from\b/i,
  /\b(?:drop|alter|truncate)\s+(?:table|database|schema)\b/i,
  /\binsert\s+into\s+\w+\s*(?:\(|values\b)/i,
  /\bdelete\s+from\s+\w+\s*(?:where\b|;)/i,
  /\bupdate\s+\w+\s+set\s+\w+\s*=/i,
  /\bexec(?:ute)?\s*\(|\bxp_cmdshell\b/i,
  /'\s*(?:or|and)\s+'?\w*'?\s*=\s*'?\w*/i,
  /;\s*--/,
  /\{\{|\}\}|\$\{|<%|%>/,
];

/** True when the text matches any of the dangerous patterns. */
export const containsDangerousContent = (text: string): boolean => DANGEROUS_PATTERNS.some((pattern) => pattern.test(text));
