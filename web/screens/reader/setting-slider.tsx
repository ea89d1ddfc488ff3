import * as Slider from '@radix-ui/react-slider';
import { useId } from 'react';

interface SettingSliderProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  /** Text shown next to the label, e.g. "16px". */
  display: string;
  onChange: (value: number) => void;
}

/** A labelled Radix slider for one reader setting; its accessible name is `label`. */
export function SettingSlider(props: SettingSliderProps) {
  const labelId = useId();
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between text-sm">
        <span id={labelId}>{props.label}</span>
        <span className="tabular-nums opacity-85">{props.display}</span>
      </div>
      <Slider.Root
        className="relative flex h-6 w-full touch-none select-none items-center"
        value={[props.value]}
        min={props.min}
        max={props.max}
        step={props.step}
        onValueChange={([value]) => {
          if (value !== undefined) props.onChange(value);
        }}
      >
        <Slider.Track className="relative h-1.5 grow rounded-full bg-current/20">
          <Slider.Range className="absolute h-full rounded-full bg-[var(--color-accent)]" />
        </Slider.Track>
        <Slider.Thumb
          aria-label={props.label}
          aria-valuetext={props.display}
          className="block size-5 rounded-full border-2 border-[var(--color-accent)] bg-white shadow"
        />
      </Slider.Root>
    </div>
  );
}
