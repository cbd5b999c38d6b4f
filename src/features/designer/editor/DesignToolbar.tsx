/**
 * The design editor's toolbar (issue 19): undo and redo, add a text, a shape, an image or the account's logo, the
 * zoom (fit, steps and presets) and the download menu, and the save status as a polite live region. It wraps onto
 * more rows on a narrow screen. Presentational: the page decides what each button does.
 */
import { useId } from 'react';
import { toolbarWords as words } from '../../../domain/designEditorWords.ts';
import { ZOOM_PRESETS, zoomPercent, zoomStep } from '../../../domain/designView.ts';
import { Button } from '../../../ui/Button.tsx';
import { Menu } from '../../../ui/Menu.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { EllipseIcon, ImageIcon, LogoIcon, RectIcon, RedoIcon, TextIcon, UndoIcon } from './icons.tsx';

export interface DesignToolbarProps {
  canUndo: boolean;
  canRedo: boolean;
  zoom: number;
  saveStatus: { text: string; tone: 'neutral' | 'busy' | 'ok' | 'error' };
  /** The account has a logo in its brand kit (else "Logo" says where to add one). */
  hasLogo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onAddText: () => void;
  onAddRect: () => void;
  onAddEllipse: () => void;
  onAddImage: () => void;
  onAddLogo: () => void;
  onZoom: (zoom: number) => void;
  onFit: () => void;
  onExport: (format: 'png' | 'jpeg', scale: 1 | 2) => void;
}

const TONES: Record<DesignToolbarProps['saveStatus']['tone'], string> = {
  neutral: 'text-slate-600',
  busy: 'text-slate-700',
  ok: 'text-emerald-800',
  error: 'text-red-700',
};

export function DesignToolbar(props: DesignToolbarProps) {
  const { zoom, saveStatus } = props;
  const logoReasonId = useId();
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-2">
      <div role="group" aria-label={words.label} className="flex min-w-0 flex-wrap items-center gap-1">
        <Button
          variant="ghost"
          size="sm"
          aria-label={words.undo}
          title={words.undoTitle}
          disabled={!props.canUndo}
          onClick={props.onUndo}
        >
          <UndoIcon />
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={words.redo}
          title={words.redoTitle}
          disabled={!props.canRedo}
          onClick={props.onRedo}
        >
          <RedoIcon />
        </Button>
        <span aria-hidden="true" className="mx-1 h-6 w-px bg-slate-200" />
        <Button variant="secondary" size="sm" title={words.addTextTitle} onClick={props.onAddText}>
          <TextIcon />
          {words.addText}
        </Button>
        <Button variant="secondary" size="sm" title={words.addRectTitle} onClick={props.onAddRect}>
          <RectIcon />
          {words.addRect}
        </Button>
        <Button variant="secondary" size="sm" title={words.addEllipseTitle} onClick={props.onAddEllipse}>
          <EllipseIcon />
          {words.addEllipse}
        </Button>
        <Button variant="secondary" size="sm" title={words.addImageTitle} onClick={props.onAddImage}>
          <ImageIcon />
          {words.addImage}
        </Button>
        {props.hasLogo ? (
          <Button variant="secondary" size="sm" title={words.addLogoTitle} onClick={props.onAddLogo}>
            <LogoIcon />
            {words.addLogo}
          </Button>
        ) : (
          // Focusable while unavailable, so the reason is read with it.
          <Button
            variant="secondary"
            size="sm"
            aria-disabled="true"
            aria-describedby={logoReasonId}
            title={words.noLogo}
            className="cursor-not-allowed opacity-50"
            onClick={(event) => event.preventDefault()}
          >
            <LogoIcon />
            {words.addLogo}
            <span id={logoReasonId} className="sr-only">
              {words.noLogo}
            </span>
          </Button>
        )}
        <span aria-hidden="true" className="mx-1 h-6 w-px bg-slate-200" />
        <Menu
          align="start"
          label={
            <>
              <span className="sr-only">{words.zoom}: </span>
              {zoomPercent(zoom)}
            </>
          }
          items={[
            { label: words.zoomFit, onSelect: props.onFit },
            { label: words.zoomIn, onSelect: () => props.onZoom(zoomStep(zoom, 1)) },
            { label: words.zoomOut, onSelect: () => props.onZoom(zoomStep(zoom, -1)) },
            ...ZOOM_PRESETS.map((preset) => ({
              label: words.zoomTo(zoomPercent(preset)),
              onSelect: () => props.onZoom(preset),
            })),
          ]}
        />
        <Menu
          label={words.download}
          items={[
            { label: words.exportPng, onSelect: () => props.onExport('png', 1) },
            { label: words.exportPng2, onSelect: () => props.onExport('png', 2) },
            { label: words.exportJpeg, onSelect: () => props.onExport('jpeg', 1) },
          ]}
        />
      </div>
      <p
        role="status"
        aria-live="polite"
        className={`flex min-w-0 items-center gap-2 text-sm ${TONES[saveStatus.tone]}`}
      >
        {saveStatus.tone === 'busy' ? <Spinner /> : null}
        <span className="min-w-0 break-words">{saveStatus.text}</span>
      </p>
    </div>
  );
}
