import { HOME } from '../../lib/i18n/lang';
import { LINK_PARAMETERS, setViewParam, viewOfLink } from '../../store/urlState';
import { viewById } from '../../views/views';

/**
 * Before the app runs, the page is its prerendered shell: its view's HTML, the same for every link to
 * the view, with the default layers and its form submitting only the view. On a slow connection
 * visitors act then. This runs from the page's first, small script (main.tsx), long before React,
 * until the app takes over:
 * - the layer boxes show the link's layers, and a box ticked in one copy of the list (the sidebar,
 *   and the phone's list under the map) is ticked in the other;
 * - the view switch's two links and the search form's hidden fields carry the link's view, county
 *   and the boxes' layers, so an early click on a view or an early Enter keep them.
 * Returns what stops it (the boot, right before the app hydrates).
 */
export function startShellCarry(doc: Document = document): () => void {
  const link = new URLSearchParams(doc.location.search);
  const boxes = () => [...doc.querySelectorAll<HTMLInputElement>('input.layer-checkbox')];
  const linkedLayers = link.get(LINK_PARAMETERS.layers)?.split(',');
  if (linkedLayers) for (const box of boxes()) box.checked = linkedLayers.includes(box.value);

  const update = (changed?: EventTarget | null) => {
    if (changed instanceof HTMLInputElement && changed.classList.contains('layer-checkbox')) {
      for (const box of boxes()) if (box.value === changed.value) box.checked = changed.checked;
    }
    const params = new URLSearchParams(link);
    params.delete('q');
    const all = boxes();
    const ids = [...new Set(all.filter((b) => b.checked).map((b) => b.value))];
    // The default layers stay out of links, as the app writes them (store/urlState.ts).
    if (linkedLayers || all.some((b) => b.checked !== b.defaultChecked)) params.set(LINK_PARAMETERS.layers, ids.join(','));
    for (const input of doc.querySelectorAll<HTMLInputElement>('form[role=search] input[type=hidden]')) {
      const value = params.get(input.name);
      input.disabled = value === null;
      input.value = value ?? '';
    }
    for (const a of doc.querySelectorAll<HTMLAnchorElement>('a[data-view]')) {
      const view = viewById(a.dataset.view);
      setViewParam(params, view);
      const search = params.toString().replace(/%2C/gi, ',');
      // The page's own language: the Spanish page's links stay under /es/.
      a.href = `${HOME}${search && `?${search}`}`;
      a.setAttribute('aria-checked', String(view === viewOfLink(link)));
    }
  };
  const onChange = (event: Event) => update(event.target);
  update();
  doc.addEventListener('change', onChange);
  return () => doc.removeEventListener('change', onChange);
}
