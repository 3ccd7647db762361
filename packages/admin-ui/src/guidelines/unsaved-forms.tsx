import { UnsavedChangesPrompt } from '@parley/app-shell';
import { useFormikContext } from 'formik';
import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import type { ReactNode } from 'react';

type Report = (form: string, unsaved: boolean) => void;

const UnsavedForms = createContext<Report | null>(null);

/**
 * One leave question for a page of several forms (the document's own and a section's): a router
 * obeys one blocker at a time, so the forms report here (`ReportUnsavedChanges`) and the page
 * asks before leaving while any has unsaved changes.
 */
export function UnsavedFormsGuard({ children }: { children: ReactNode }) {
  const [unsaved, setUnsaved] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback<Report>((form, isUnsaved) => {
    setUnsaved((forms) => {
      if (forms.has(form) === isUnsaved) return forms;
      const next = new Set(forms);
      if (isUnsaved) next.add(form);
      else next.delete(form);
      return next;
    });
  }, []);
  return (
    <UnsavedForms.Provider value={report}>
      {children}
      <UnsavedChangesPrompt unsaved={unsaved.size > 0} />
    </UnsavedForms.Provider>
  );
}

/**
 * Placed inside a Formik form under `UnsavedFormsGuard`: tells the page while the form has unsaved
 * changes (a form being saved has none: a save may navigate on). Outside one it does nothing.
 */
export function ReportUnsavedChanges({ form }: { form: string }) {
  const report = useContext(UnsavedForms);
  const { dirty, isSubmitting } = useFormikContext();
  const unsaved = dirty && !isSubmitting;
  useEffect(() => report?.(form, unsaved), [report, form, unsaved]);
  useEffect(() => () => report?.(form, false), [report, form]);
  return null;
}
