import { Settings } from 'lucide-react';
import { useLocation } from 'wouter';
import { iconButtonClass } from './ui/button';

/** The header's settings shortcut: an icon button named "Settings" that opens /settings. */
export function SettingsButton() {
  const [, navigate] = useLocation();
  return (
    <button
      type="button"
      aria-label="Settings"
      onClick={() => navigate('/settings')}
      className={iconButtonClass}
    >
      <Settings aria-hidden="true" className="h-5 w-5" />
    </button>
  );
}
