/** Removes HTML tags and comments, keeping the text between them: `stripHtml('<b>hi</b>')` → 'hi'. */
export const stripHtml = (text: string): string => text.replace(/<!--[\s\S]*?-->/g, '').replace(/<\/?[a-z!][^>]*>/gi, '');
