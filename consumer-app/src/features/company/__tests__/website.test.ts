import { websiteLabel } from '../utils/website';

test.each([
  ['https://www.northwind.example', 'northwind.example'],
  ['https://www.northwind.example/', 'northwind.example'],
  ['https://shop.northwind.example/uk/', 'shop.northwind.example/uk'],
  ['not a url', 'not a url'],
])('websiteLabel(%j) is %j', (url, label) => {
  expect(websiteLabel(url)).toBe(label);
});
