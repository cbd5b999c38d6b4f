/**
 * The account's brand kit as the editor offers it (issue 19: "text with the brand kit's fonts and colours", "the
 * account logo"): the primary colour and the palette, the heading and body fonts, and the logo with its size (read
 * from the image itself, so it is placed without distortion). Defaults while the kit loads or when it failed.
 */
import { useEffect, useState } from 'react';
import { api } from '../../api/index.ts';
import { organisationCalls } from '../../api/organisation.ts';
import { brandKit } from '../../api/queries/organisation.ts';
import { useQuery } from '../../api/queries/useQuery.ts';
import { DEFAULT_BODY_FONT, DEFAULT_HEADING_FONT } from '../../domain/brandKit.ts';

const organisation = organisationCalls(api);

export interface EditorBrand {
  colors: string[];
  headingFont: string;
  bodyFont: string;
  logo: { src: string; size: { width: number; height: number } } | null;
}

export function useBrand(accountId: number): EditorBrand {
  const { state } = useQuery(brandKit.query(organisation, accountId));
  const kit = state.status === 'loaded' ? state.data : null;
  const logoSrc = kit?.logo ?? null;
  const [logoSize, setLogoSize] = useState<{ src: string; width: number; height: number } | null>(null);
  useEffect(() => {
    if (!logoSrc) return;
    let live = true;
    const image = new Image();
    image.onload = () => {
      if (live)
        setLogoSize({ src: logoSrc, width: image.naturalWidth || 400, height: image.naturalHeight || 400 });
    };
    image.src = logoSrc;
    return () => {
      live = false;
    };
  }, [logoSrc]);
  const colors = kit ? [kit.brandColor, ...kit.palette].filter((colour): colour is string => !!colour) : [];
  return {
    colors: colors.map((colour) => colour.toUpperCase()),
    headingFont: kit?.headingFont ?? DEFAULT_HEADING_FONT,
    bodyFont: kit?.bodyFont ?? DEFAULT_BODY_FONT,
    logo:
      logoSrc && logoSize?.src === logoSrc
        ? { src: logoSrc, size: { width: logoSize.width, height: logoSize.height } }
        : null,
  };
}
