import { useEffect, useLayoutEffect, useState, type ComponentType } from 'react';
import { useI18n } from '../i18n/I18n';
import { haveParts, type Part } from '../i18n/parts';

/**
 * A component whose code is its own chunk, loaded on first use with the text `parts` it shows
 * (in the current language). Unlike React.lazy it does not suspend: React holds back a tree
 * revealed after a Suspense fallback by up to 300 ms, which showed in the time to first render of
 * a table. Until both are in it shows "Loading…", or nothing when `quiet` (a dialog opening).
 * `preload()` starts the code's download early.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { parts = [], quiet = false }: { parts?: readonly Part[]; quiet?: boolean } = {},
): ComponentType<P> & { preload: () => Promise<ComponentType<P>> } {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  function Deferred(props: P) {
    const i18n = useI18n();
    const [Component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    const texts = haveParts(i18n.language, parts);
    // As it mounts, not after its first paint: a table whose socket joined before its code came
    // is drawn as soon as the code is in, not a frame later (0.05-0.1 s on the bench's phone).
    useLayoutEffect(() => {
      if (!Component) void preload().then((c) => setComponent(() => c));
    }, [Component]);
    useEffect(() => {
      if (!texts) void i18n.loadParts(parts);
    }, [texts, i18n]);
    if (Component && texts) return <Component {...props} />;
    return quiet ? null : <p className="loading">{i18n.t('common.loading')}</p>;
  }
  return Object.assign(Deferred, { preload });
}
