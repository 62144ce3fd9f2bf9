/** Text to match literally inside a RegExp filter (search boxes): regex characters lose their meaning. */
export const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
