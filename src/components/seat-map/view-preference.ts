/** Where the buyer's choice of view (plan or list) is remembered on this device. */
const VIEW_KEY = 'tb-seat-map-view';

export type SeatMapView = 'map' | 'list';

export function rememberedView(): SeatMapView {
  try {
    return globalThis.localStorage?.getItem(VIEW_KEY) === 'list' ? 'list' : 'map';
  } catch {
    return 'map';
  }
}

export function rememberView(view: SeatMapView): void {
  try {
    globalThis.localStorage?.setItem(VIEW_KEY, view);
  } catch {
    // Not remembered where storage is off; the switch still works.
  }
}
