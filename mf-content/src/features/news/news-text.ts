import type { NewsPost } from '@tyre/contracts';
import type { Language } from '@tyre/web-kit';

/**
 * A post's title and text in the language shown: in Bangla, a post with a Bangla title is shown
 * with its Bangla text, and a post without one in English (`lang: 'en'`). A Bangla title whose
 * post has no Bangla text keeps the English text marked `descLang: 'en'`: the story page shows it
 * (it is all there is), a card leaves the excerpt out rather than put English under a Bangla title.
 */
export function newsText(
  post: NewsPost,
  language: Language,
): { title: string; desc: string; lang?: 'bn' | 'en'; descLang?: 'en' } {
  if (language === 'bn') {
    if (post.titleBn?.trim()) {
      return post.descBn?.trim()
        ? { title: post.titleBn, desc: post.descBn }
        : { title: post.titleBn, desc: post.desc, descLang: 'en' };
    }
    // an English story on a Bangla page keeps its own language for screen readers
    return { title: post.title, desc: post.desc, lang: 'en' };
  }
  return { title: post.title, desc: post.desc };
}
