// Interface of the chat (spec 2.6, 4.8): the top bar mounts ChatBells (lazily, so the first route does not grow).
export { ChatBells } from './ChatBells.tsx';
