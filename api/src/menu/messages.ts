/** The menu routes' answers in the merchant's words (the screens show them as they are). */
export const MENU_MESSAGES = {
  categoryNotFound: 'Category not found',
  productNotFound: 'Product not found',
  optionNotFound: 'Option not found',
  categoryDeleted: 'Category delete successful',
  productDeleted: 'Product delete successful',
  optionDeleted: 'Option delete successful',
  menuCopied: 'Menu copy successful',
  productsSynced: 'Category products sync successful',
  imageHost: 'Images must be uploaded to our image host first',
} as const;
