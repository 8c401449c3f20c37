/** The id of the page's one <main> (the skip link's target), in every layout. */
export const MAIN_ID = 'main-content';
