/** Mobile preview: the saved form in the workflow-mobile page, a 375×700 frame in a 423 modal. */
import { Callout, DialogBody } from '@blueprintjs/core';
import { AppDialog } from '@studio/common/ui/AppDialog';
import { useDesigner } from '../../DesignerContext';

export const MOBILE_FRAME = { width: 375, height: 700 } as const;
export const MOBILE_MODAL_WIDTH = 423;

/** The mobile page of a form: same origin, hash route `preview`, query id. */
export const mobilePreviewUrl = (formId: string): string =>
  `/workflow-mobile/#/preview?id=${encodeURIComponent(formId)}`;

export function MobilePreviewModal({ formId, onClose }: { formId: string | undefined; onClose: () => void }) {
  const { t } = useDesigner();
  return (
    <AppDialog isOpen title={t('modals.mobileTitle')} onClose={onClose} style={{ width: MOBILE_MODAL_WIDTH }}>
      <DialogBody>
        <Callout intent="primary" compact>
          {t('modals.saveFirst')}
        </Callout>
        {formId ? (
          <iframe
            title={t('modals.mobileTitle')}
            className="fd-mobile-frame"
            src={mobilePreviewUrl(formId)}
            width={MOBILE_FRAME.width}
            height={MOBILE_FRAME.height}
          />
        ) : null}
      </DialogBody>
    </AppDialog>
  );
}
