// Interface of the library feature (issue 18): My library's page (routes.ts) and the browser the planner's library
// modal shows.
export { MyLibraryPage } from './MyLibraryPage.tsx';
export { LibraryBrowser } from './LibraryBrowser.tsx';
