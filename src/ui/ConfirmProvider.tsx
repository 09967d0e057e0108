import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { Confirm } from 'react-admin';

export interface ConfirmOptions {
  /** Translation keys (or texts) and their interpolation values. */
  title: string;
  content: string;
  titleOptions?: object;
  contentOptions?: object;
  confirm?: string;
  cancel?: string;
  confirmColor?: 'primary' | 'warning';
}

type ConfirmFn = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<ConfirmFn>(() => Promise.resolve(window.confirm()));

/** The one confirmation modal of the console (spec 1 §2.2); `await confirm({...})` resolves true or false. */
export const ConfirmProvider = ({ children }: { children: ReactNode }) => {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const confirm = useCallback<ConfirmFn>((next) => {
    resolver.current?.(false);
    setOptions(next);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const answer = useMemo(
    () => (value: boolean) => {
      resolver.current?.(value);
      resolver.current = null;
      setOptions(null);
    },
    [],
  );

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <Confirm
        isOpen={options !== null}
        title={options?.title ?? ''}
        content={options?.content ?? ''}
        titleTranslateOptions={options?.titleOptions}
        contentTranslateOptions={options?.contentOptions}
        confirm={options?.confirm ?? 'confirm.ok'}
        cancel={options?.cancel ?? 'confirm.cancel'}
        confirmColor={options?.confirmColor}
        onConfirm={() => answer(true)}
        onClose={() => answer(false)}
      />
    </ConfirmContext.Provider>
  );
};

export const useConfirm = (): ConfirmFn => useContext(ConfirmContext);
