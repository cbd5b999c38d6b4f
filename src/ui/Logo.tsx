import { PRODUCT_NAME } from '../domain/constants.ts';

/** The product's wordmark: a paper-plane mark and the name. Decorative mark, readable name. */
export function Logo({ className = '', nameClassName = '' }: { className?: string; nameClassName?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 text-lg font-semibold tracking-tight ${className}`}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-7 w-7 text-indigo-600" fill="currentColor">
        <path d="M2.5 11.2 20.6 3.4c.8-.3 1.5.4 1.2 1.2l-7.8 18.1c-.3.8-1.5.7-1.7-.1l-1.8-6.9-6.9-1.8c-.8-.2-.9-1.4-.1-1.7Z" />
      </svg>
      <span className={nameClassName}>{PRODUCT_NAME}</span>
    </span>
  );
}
