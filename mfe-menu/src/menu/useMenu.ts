import { useCategories } from '@backoffice/api-client';
import { type Category, type OptionSet, type Product, SUCCESS_TOAST_MS } from '@backoffice/contracts';
import { topics } from '@backoffice/event-bus';

/** Spec 001 §8: success toasts show for 2 s. */
export const toastSuccess = (title: string) => topics.toast.emit({ status: 'success', title, duration: SUCCESS_TOAST_MS });

/** A category's populated products (the list asks for `populate: ['options','products']`), in display order. */
export const productsOf = (category: Category | undefined): Product[] =>
  (category?.products ?? []).filter((p): p is Product => typeof p === 'object');
export const optionSetsOf = (category: Category | undefined): OptionSet[] =>
  (category?.options ?? []).filter((o): o is OptionSet => typeof o === 'object');

/**
 * One category of the current shop's menu, read from the one cached menu list: every catalogue change reloads
 * categories (spec 001 §7), so the list, the category page and the product page never disagree.
 */
export function useCategory(categoryId: string | undefined) {
  const menu = useCategories();
  const category = menu.data?.find((c) => c._id === categoryId);
  const allProducts = (menu.data ?? []).flatMap(productsOf);
  return { ...menu, category, allProducts };
}
