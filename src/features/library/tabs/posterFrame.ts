/**
 * A video's poster frame, captured in the browser before the upload (issue 18): the file plays muted in a <video>
 * that is never shown, seeks to `posterTimeSeconds` (a second in, or a tenth of a short clip), and the frame there is
 * drawn on a canvas of at most POSTER_MAX_SIDE px and sent as a JPEG. Null when the browser cannot play the file (a
 * codec it lacks) or takes longer than POSTER_CAPTURE_TIMEOUT_MS: the upload then goes without one and the server
 * draws a placeholder (docs/decisions.md, issue 18).
 */
import {
  POSTER_CAPTURE_TIMEOUT_MS,
  POSTER_MAX_SIDE,
  posterTimeSeconds,
} from '../../../domain/libraryMedia.ts';

/** HAVE_CURRENT_DATA: the frame at the current position is there to draw. */
const HAVE_CURRENT_DATA = 2;

export async function capturePosterFrame(
  file: Blob,
  timeoutMs: number = POSTER_CAPTURE_TIMEOUT_MS,
): Promise<Blob | null> {
  if (typeof document === 'undefined') return null;
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  try {
    return await new Promise<Blob | null>((resolve) => {
      let settled = false;
      const done = (blob: Blob | null) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(blob);
      };
      const timer = setTimeout(() => done(null), timeoutMs);
      const draw = () => {
        const { videoWidth: width, videoHeight: height } = video;
        if (!width || !height) return done(null);
        const scale = Math.min(1, POSTER_MAX_SIDE / Math.max(width, height));
        const canvas = document.createElement('canvas');
        canvas.width = Math.max(1, Math.round(width * scale));
        canvas.height = Math.max(1, Math.round(height * scale));
        const context = canvas.getContext('2d');
        if (!context) return done(null);
        try {
          context.drawImage(video, 0, 0, canvas.width, canvas.height);
          canvas.toBlob((blob) => done(blob && blob.size > 0 ? blob : null), 'image/jpeg', 0.85);
        } catch {
          done(null);
        }
      };
      video.addEventListener('error', () => done(null), { once: true });
      video.addEventListener(
        'loadedmetadata',
        () => {
          video.addEventListener(
            'seeked',
            () => {
              if (video.readyState >= HAVE_CURRENT_DATA) draw();
              else video.addEventListener('loadeddata', draw, { once: true });
            },
            { once: true },
          );
          video.currentTime = posterTimeSeconds(video.duration);
        },
        { once: true },
      );
      video.src = url;
    });
  } finally {
    video.removeAttribute('src');
    video.load();
    URL.revokeObjectURL(url);
  }
}
