// Interface of the book-a-call dropdown (spec 2.6, 9): mounted once in the top bar.
export { BookCallLinks, BookCallMenu } from './BookCallMenu.tsx';
