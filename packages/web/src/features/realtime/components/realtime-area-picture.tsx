import type { ReactNode, Ref } from 'react';
import Box from '@mui/material/Box';
import type { RealtimeAreaImage } from '@siteline/shared';

export interface RealtimeAreaPictureProps {
  image: Pick<RealtimeAreaImage, 'url' | 'width' | 'height'>;
  alt: string;
  children?: ReactNode;
  /** The box the pins are placed in (the editor reads its size to place new pins). */
  ref?: Ref<HTMLDivElement>;
  onPointerDown?: (event: React.PointerEvent<HTMLDivElement>) => void;
}

/**
 * The area's picture at its own aspect ratio, with the pins laid over it. The box is a size
 * container, so the pins scale with the picture rather than with the window.
 */
export function RealtimeAreaPicture({
  image,
  alt,
  children,
  ref,
  onPointerDown,
}: RealtimeAreaPictureProps) {
  return (
    <Box
      ref={ref}
      onPointerDown={onPointerDown}
      sx={{
        position: 'relative',
        width: '100%',
        aspectRatio: `${image.width} / ${image.height}`,
        containerType: 'inline-size',
        borderRadius: 2,
        overflow: 'visible',
        bgcolor: 'grey.100',
        boxShadow: 1,
        touchAction: onPointerDown ? 'none' : undefined,
      }}
    >
      <Box
        component="img"
        src={image.url}
        alt={alt}
        // The page's largest paint: asked for before the scripts still queued.
        fetchPriority="high"
        draggable={false}
        sx={{
          position: 'absolute',
          inset: 0,
          width: '100%',
          height: '100%',
          objectFit: 'fill',
          borderRadius: 2,
          userSelect: 'none',
          pointerEvents: 'none',
        }}
      />
      {children}
    </Box>
  );
}
