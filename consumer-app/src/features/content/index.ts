// What other features may use of the content pages.
export { ContentPage, proseSx, type ContentSection } from './components/content-page';
export { TextLink } from './components/text-link';
