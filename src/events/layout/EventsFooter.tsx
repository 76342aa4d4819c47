import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../components/footer/footer.css';

// Loaded the first time it is opened, as in the exchange's footer.
const LegalDialog = lazy(() => import('../../components/legal/LegalDialog').then((m) => ({ default: m.LegalDialog })));

/** The risk warning and the legal notice every page carries (SPEC 2), without the exchange's in-app links. */
export function EventsFooter() {
  const { t } = useTranslation();
  const [legalOpen, setLegalOpen] = useState(false);
  const [legalWanted, setLegalWanted] = useState(false);
  return (
    <footer className="footer">
      <button
        type="button"
        className="footer__legal"
        onClick={() => {
          setLegalWanted(true);
          setLegalOpen(true);
        }}
      >
        {t('footer.legal')}
      </button>
      <p className="footer__risk">{t('footer.riskWarning')}</p>
      <p className="footer__rights">{t('footer.rights', { year: new Date().getFullYear() })}</p>
      {legalWanted && (
        <Suspense fallback={null}>
          <LegalDialog open={legalOpen} onClose={() => setLegalOpen(false)} />
        </Suspense>
      )}
    </footer>
  );
}
