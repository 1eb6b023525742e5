import { InstallPrompt } from './install-prompt.tsx';
import { UpdatePrompt } from './update-prompt.tsx';
import './pwa.css';

/** The installable app's prompts, stacked at the bottom of the window: a new version, then installation. */
export function PwaPrompts() {
  return (
    <div className="bc-pwa-prompts">
      <UpdatePrompt />
      <InstallPrompt />
    </div>
  );
}
