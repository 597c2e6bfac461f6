import { useEffect, useRef } from 'react';
import { say, type Language } from './self-registration-texts.ts';

const WIDTH = 600;
const HEIGHT = 200;

interface Props {
  label: string;
  language: Language;
  /** The signature as a PNG data URL, or null while the pad is empty. */
  onChange: (png: string | null) => void;
}

/**
 * A pad to sign on with a finger (or a mouse): pointer events, drawn on a canvas at a fixed
 * resolution whatever its size on screen, handed out as a PNG once a stroke ends.
 */
export function SignaturePad({ label, language, onChange }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const marked = useRef(false);

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    context.lineWidth = 3;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = '#10243d';
  }, []);

  function point(event: React.PointerEvent<HTMLCanvasElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) / box.width) * WIDTH,
      y: ((event.clientY - box.top) / box.height) * HEIGHT,
    };
  }

  function clear() {
    const element = canvas.current;
    element?.getContext('2d')?.clearRect(0, 0, WIDTH, HEIGHT);
    marked.current = false;
    onChange(null);
  }

  return (
    <div className="signature">
      <canvas
        ref={canvas}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label={label}
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          drawing.current = true;
          const context = event.currentTarget.getContext('2d');
          const { x, y } = point(event);
          context?.beginPath();
          context?.moveTo(x, y);
          // A dot for a tap, so a stroke of one point still leaves a mark.
          context?.lineTo(x + 0.1, y + 0.1);
          context?.stroke();
        }}
        onPointerMove={(event) => {
          if (!drawing.current) return;
          const context = event.currentTarget.getContext('2d');
          const { x, y } = point(event);
          context?.lineTo(x, y);
          context?.stroke();
          marked.current = true;
        }}
        onPointerUp={(event) => {
          if (!drawing.current) return;
          drawing.current = false;
          marked.current = true;
          onChange(event.currentTarget.toDataURL('image/png'));
        }}
        onPointerCancel={() => {
          drawing.current = false;
        }}
      />
      <div className="signature-bar">
        <span>{say(language, 'signHere')}</span>
        <button type="button" className="link" onClick={clear}>
          {say(language, 'clear')}
        </button>
      </div>
    </div>
  );
}
