import { Toaster } from 'sonner';
import 'sonner/dist/styles.css';

/** One toast at a time, 5 s each; F8 focuses the notification area; swipe right to dismiss. */
export function AppToaster() {
  return (
    <Toaster
      visibleToasts={1}
      duration={5000}
      hotkey={['F8']}
      richColors
      closeButton
      position="bottom-right"
      swipeDirections={['right']}
    />
  );
}
