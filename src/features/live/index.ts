// The stream of changes (issue 20): the shell mounts LiveProvider once, inside SessionProvider.
export { LiveProvider } from './LiveProvider.tsx';
