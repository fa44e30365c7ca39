export { usePageTitle } from 'shared-ui';
