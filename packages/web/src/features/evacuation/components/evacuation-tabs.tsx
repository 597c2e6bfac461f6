import { useRef, type KeyboardEvent } from 'react';

export type EvacuationTab = 'rollCall' | 'report' | 'audit';

/**
 * The session's views as a plain tab list (decision 0016: the MUI tabs cost a long task in the
 * roll call's first draw on a tablet): buttons with role="tab", the arrow keys, Home and End move
 * between them as the ARIA pattern has it.
 */
export function EvacuationTabs(props: {
  value: EvacuationTab;
  tabs: readonly { value: EvacuationTab; label: string }[];
  label: string;
  onChange: (value: EvacuationTab) => void;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (event: KeyboardEvent, index: number) => {
    const last = props.tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    refs.current[next]?.focus();
    props.onChange(props.tabs[next]!.value);
  };
  return (
    <div role="tablist" aria-label={props.label} className="evacuation__tabs">
      {props.tabs.map((tab, index) => (
        <button
          key={tab.value}
          ref={(element) => {
            refs.current[index] = element;
          }}
          type="button"
          role="tab"
          className="evacuation__tab"
          aria-selected={props.value === tab.value}
          tabIndex={props.value === tab.value ? 0 : -1}
          onClick={() => props.onChange(tab.value)}
          onKeyDown={(event) => move(event, index)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
