import { useLanguage } from './use-dictionary';

/** A product's title in the language shown now: its Bangla title in Bangla when it has one. */
export function useProductTitle(product: { title: string; titleBn?: string | null | undefined }): string {
  const language = useLanguage();
  return language === 'bn' && product.titleBn?.trim() ? product.titleBn : product.title;
}
