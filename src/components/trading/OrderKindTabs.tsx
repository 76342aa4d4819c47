import { useTranslation } from '../../i18n/useTranslation';
import { TabStrip } from '../tabs/TabStrip';

export type OrderKind = 'limit' | 'market';
const KINDS: readonly OrderKind[] = ['limit', 'market'];

/** The limit and market tabs at the head of an order form, spot or futures. */
export function OrderKindTabs({ kind, onChange, idBase }: { kind: OrderKind; onChange: (kind: OrderKind) => void; idBase: string }) {
  const { t } = useTranslation();
  return (
    <TabStrip
      tabs={KINDS}
      selected={kind}
      onSelect={onChange}
      label={t('trading.form.orderType')}
      nameOf={(value) => t(`trading.form.${value}`)}
      idBase={`${idBase}-kind`}
      className="order-form__kinds"
    />
  );
}
