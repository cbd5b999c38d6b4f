/** A member's initials on the colour of spec 9 (palette of 7, by the first letter). Decorative: the name is beside it. */
import { avatarColour, initialsOf } from '../domain/chat.ts';

export function Avatar({
  firstName,
  lastName,
  size = 'md',
}: {
  firstName: string;
  lastName: string;
  size?: 'sm' | 'md';
}) {
  const colour = avatarColour(firstName || lastName);
  return (
    <span
      aria-hidden="true"
      style={{ backgroundColor: colour.background, color: colour.text }}
      className={`inline-flex shrink-0 items-center justify-center rounded-full font-semibold ${
        size === 'sm' ? 'h-8 w-8 text-xs' : 'h-10 w-10 text-sm'
      }`}
    >
      {initialsOf(firstName, lastName)}
    </span>
  );
}
