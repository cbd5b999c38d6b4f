/** The brand kit's colour field (a colour picker beside a hex text box) and its preview (issue 16). */
import { useId, type ReactNode } from 'react';
import {
  HEX_COLOUR,
  brandKitMessages as text,
  fontStack,
  normaliseHex,
  textColourOn,
  type BrandKitFields,
} from '../../domain/brandKit.ts';
import { FieldNotes, describedByOf } from '../../ui/FieldNotes.tsx';
import { inputClass } from '../../ui/Field.tsx';

/**
 * One colour: the hex box is the labelled field (its sentence under it); the picker beside it is a second way to
 * set the same value, named "<label> picker". The swatch shows the last valid colour.
 */
export function ColourField({
  label,
  name,
  value,
  error,
  onChange,
  children,
}: {
  label: string;
  name: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
  children?: ReactNode;
}) {
  const id = useId();
  const valid = HEX_COLOUR.test(value.trim());
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <input
          type="color"
          aria-label={`${label} picker`}
          value={valid ? normaliseHex(value).toLowerCase() : '#ffffff'}
          onChange={(event) => onChange(event.target.value.toUpperCase())}
          className="h-10 w-12 cursor-pointer rounded-md border border-slate-300 bg-white p-1 disabled:cursor-not-allowed"
        />
        <input
          id={id}
          name={name}
          value={value}
          spellCheck={false}
          autoComplete="off"
          maxLength={7}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByOf(id, text.hexHint, error)}
          onChange={(event) => onChange(event.target.value)}
          className={`${inputClass} mt-0 w-32 font-mono uppercase`}
        />
        {children}
      </div>
      <FieldNotes id={id} hint={text.hexHint} error={error} />
    </div>
  );
}

/** A heading and a paragraph on the primary colour, text in white or black (whichever reads better: at least 4.5:1), then the palette. */
export function BrandPreview({ fields }: { fields: BrandKitFields }) {
  const primary = HEX_COLOUR.test(fields.brandColor.trim()) ? normaliseHex(fields.brandColor) : '#FFFFFF';
  const swatches = fields.palette.filter((colour) => HEX_COLOUR.test(colour.trim())).map(normaliseHex);
  return (
    <section aria-labelledby="brand-preview-title" className="space-y-2">
      <h2 id="brand-preview-title" className="text-base font-semibold text-slate-900">
        {text.previewTitle}
      </h2>
      <div
        data-testid="brand-preview"
        className="rounded-lg border border-slate-200 p-4"
        style={{ backgroundColor: primary, color: textColourOn(primary) }}
      >
        <p className="text-xl font-semibold" style={{ fontFamily: fontStack(fields.headingFont) }}>
          {text.previewHeading}
        </p>
        <p className="mt-1 text-sm" style={{ fontFamily: fontStack(fields.bodyFont) }}>
          {text.previewBody}
        </p>
      </div>
      {swatches.length > 0 ? (
        <ul aria-label="Palette" className="flex flex-wrap gap-2">
          {swatches.map((colour, index) => (
            <li
              key={`${colour}-${index}`}
              className="rounded-md border border-slate-200 px-3 py-2 font-mono text-xs"
              style={{ backgroundColor: colour, color: textColourOn(colour) }}
            >
              {colour}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
