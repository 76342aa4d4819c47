import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router';
import './footer.css';

// Loaded the first time it is opened.
const LegalDialog = lazy(() => import('../legal/LegalDialog').then((m) => ({ default: m.LegalDialog })));

export interface FooterProps {
  /** The exchange's own pages (fees, proof of reserves ...); off where they are another app's (the events site). */
  exchangeLinks?: boolean;
}

/** The risk warning and the legal notice every page carries (SPEC 2). */
export function Footer({ exchangeLinks = true }: FooterProps) {
  const { t } = useTranslation();
  const [legalOpen, setLegalOpen] = useState(false);
  const [legalWanted, setLegalWanted] = useState(false);
  const legal = (
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
  );
  return (
    <footer className="footer">
      {exchangeLinks ? (
        <nav aria-label={t('footer.links')} className="footer__links">
          <Link to="/fee">{t('footer.fees')}</Link>
          <Link to="/proof-of-reserves">{t('footer.proofOfReserves')}</Link>
          <Link to="/protection-fund">{t('footer.protectionFund')}</Link>
          <Link to="/download">{t('footer.download')}</Link>
          {legal}
        </nav>
      ) : (
        legal
      )}
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
