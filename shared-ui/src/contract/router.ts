// The router, for the shell and every remote. They route through this module rather than import
// react-router-dom: it is not a shared singleton of its own (shared, it could not be tree-shaken
// and shipped whole, about 60 KB gzip), so the contract's singleton (shared-ui/contract) carries the one copy, with the
// one router context, holding only what is exported here. A remote importing react-router-dom
// itself would get a copy of its own, outside the shell's router: ESLint forbids it.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
  type LinkProps,
  type NavLinkProps,
  type NavigateFunction,
} from 'react-router-dom';
