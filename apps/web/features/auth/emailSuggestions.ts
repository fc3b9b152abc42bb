/**
 * The suggestions shown under the email field: the typed name with each known domain suffix
 * that continues what was typed after the @ (spec §2: "suggestions by domain suffix").
 */
export function emailSuggestions(value: string, suffixes: readonly string[], limit = 6): string[] {
  const at = value.indexOf('@');
  const local = at === -1 ? value : value.slice(0, at);
  if (!local) return [];
  const typedDomain = (at === -1 ? '' : value.slice(at)).toLowerCase();
  return suffixes
    .filter((suffix) => suffix.toLowerCase().startsWith(typedDomain) && suffix.toLowerCase() !== typedDomain)
    .slice(0, limit)
    .map((suffix) => local + suffix);
}
