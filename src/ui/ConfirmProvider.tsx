import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

export interface ConfirmOptions {
  /** Translation keys (or texts) and their interpolation values. */
  title: string;
  content: string;
  titleOptions?: object;
  contentOptions?: object;
  confirm?: string;
  cancel?: string;
  confirmColor?: 'primary' | 'warning' | 'error';
}

type ConfirmFn = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<ConfirmFn>(() => Promise.resolve(window.confirm()));

/** The one confirmation modal of the console (spec 1 §2.2); `await confirm({...})` resolves true or false. */
export const ConfirmProvider = ({ children }: { children: ReactNode }) => {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const [open, setOpen] = useState(false);
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const confirm = useCallback<ConfirmFn>((next) => {
    resolver.current?.(false);
    setOptions(next);
    setOpen(true);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const answer = useMemo(
    () => (value: boolean) => {
      resolver.current?.(value);
      resolver.current = null;
      setOpen(false);
    },
    [],
  );

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <ConfirmDialog open={open} options={options} onAnswer={answer} />
    </ConfirmContext.Provider>
  );
};

export const useConfirm = (): ConfirmFn => useContext(ConfirmContext);
