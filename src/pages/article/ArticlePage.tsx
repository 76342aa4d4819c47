import { useTranslation } from '../../i18n/useTranslation';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../components/document-title/useDocumentTitle';
import { RichText } from '../../components/safe-content/RichText';
import { resolveLocale } from '../../core/locales';
import { useAppSelector } from '../../../store/hooks';
import { useWikiArticleQuery } from '../../../store/market.api';
import { selectLocale } from '../../../store/preferences.slice';
import './article.css';
import '../../i18n/site-pages-english';

/** A wiki article: the rest of the path after /wiki/ is its id (SPEC 2: article_id). */
export function ArticlePage() {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const articleId = useParams()['*'] ?? '';
  const { data, isError, isFetching } = useWikiArticleQuery({ id: articleId, locale });
  useDocumentTitle(data ? 'sitePages.article.title' : 'sitePages.wiki.title', data ? { title: data.title } : undefined);

  return (
    <main className="page article" id="main" data-article-id={articleId}>
      <p>
        <Link to="/wiki">{t('sitePages.article.backToWiki')}</Link>
      </p>
      {data ? (
        <article>
          <h1>{data.title}</h1>
          <p className="article__updated">
            {t('sitePages.article.updated', { date: new Date(data.updatedAt).toLocaleDateString(resolveLocale(locale).htmlLang) })}
          </p>
          <RichText html={data.html} className="article__body" />
        </article>
      ) : (
        <p role="status">{isError && !isFetching ? t('sitePages.article.notFound') : t('sitePages.article.loading')}</p>
      )}
    </main>
  );
}
