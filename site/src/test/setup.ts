import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// A lazily loaded part (the county report) is a module import away: on the 2-core CI machine under
// load that import alone can take longer than Testing Library's default 1 s wait for an element.
configure({ asyncUtilTimeout: 5000 });

// jsdom has <dialog> but not its modal methods: enough of them for components that open one.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}
