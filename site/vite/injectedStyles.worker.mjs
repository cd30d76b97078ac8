// Loads a module (workerData.module: a package name or a file URL) in a bare jsdom document and
// posts the text of each <style> it added to the document, in order (injectedStyles.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { JSDOM } from 'jsdom';

const { window } = new JSDOM('<!doctype html><html><head></head><body></body></html>');
globalThis.window = window;
globalThis.document = window.document;
await import(workerData.module);
parentPort.postMessage([...window.document.querySelectorAll('style')].map((style) => style.textContent));
