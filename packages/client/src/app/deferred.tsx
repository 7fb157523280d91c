import { useEffect, useState, type ComponentType } from 'react';
import { useI18n } from '../i18n/I18n';

/**
 * A component whose code is its own chunk, loaded on first use. Unlike React.lazy it does not
 * suspend: React holds back a tree revealed after a Suspense fallback by up to 300 ms, which
 * showed in the time to first render of a table. `preload()` starts the download early.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> & { preload: () => Promise<ComponentType<P>> } {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  function Deferred(props: P) {
    const { t } = useI18n();
    const [Component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    useEffect(() => {
      if (!Component) void preload().then((c) => setComponent(() => c));
    }, [Component]);
    return Component ? <Component {...props} /> : <p className="loading">{t('common.loading')}</p>;
  }
  return Object.assign(Deferred, { preload });
}
