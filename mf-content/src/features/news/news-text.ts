import type { NewsPost } from '@tyre/contracts';
import type { Language } from '@tyre/web-kit';

/** A post's title and text in the language shown: the Bangla ones in Bangla when the post has them. */
export function newsText(
  post: NewsPost,
  language: Language,
): { title: string; desc: string; lang?: 'bn' | 'en' } {
  if (language === 'bn') {
    const title = post.titleBn?.trim() ? post.titleBn : post.title;
    const desc = post.descBn?.trim() ? post.descBn : post.desc;
    // an English story on a Bangla page keeps its own language for screen readers
    return { title, desc, lang: post.titleBn?.trim() ? undefined : 'en' };
  }
  return { title: post.title, desc: post.desc };
}
