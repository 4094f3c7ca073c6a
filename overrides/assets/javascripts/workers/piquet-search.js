/*
 * Piquet: stemmed search for Material for MkDocs (9.8.2), one language per index.
 *
 * Material's worker turns every query word into a prefix query ("annonce" -> "annonce*"),
 * and Lunr skips the search pipeline (the stemmer) for wildcard terms. The index, built
 * with the language's Snowball stemmer (mkdocs.yml: search.pipeline: [stemmer, ...]),
 * holds stems ("annonc", "карт", "взятк", "declar"), so an unstemmed prefix such as
 * "карта*" or "взятка*" or "declaring*" finds nothing.
 *
 * This worker loads Material's own worker, then makes every trailing-wildcard query term
 * go through the same search pipeline as the documents before the wildcard is applied:
 * "карта*" -> "карт*", "взятка*" -> "взятк*", "annonce*" -> "annonc*",
 * "declaring*" -> "declar*". Prefix search while typing keeps working (a stem of a prefix
 * is a prefix of the stem for these suffix-stripping stemmers, or the prefix itself).
 *
 * The word typed ranks first: the stem itself ("кар", from «каре») is an extra clause ten
 * times the prefix's weight, so «каре» finds the pages about quatorzes before those with
 * «карты» (cards).
 *
 * Typos: a term of five letters or more also matches a stem one edit away, as an optional
 * clause with a low boost ("sequnce" finds the sequences, "quatorse" the quatorzes).
 *
 * Accents: French readers type « ecart » for « écart » and « besigue » for « bésigue ». Every
 * token of the documents and every query term is folded the same way before stemming: Latin
 * letters lose their diacritics (é -> e, ç -> c) and the ligatures open (œ -> oe, æ -> ae).
 * Cyrillic letters are left alone (й is not и, ё stays ё).
 *
 * Each language has its own index (overrides/hooks.py splits the i18n build's index into
 * search/search_index.json, fr/search/search_index.json, ru/search/search_index.json) with
 * `lang` = that language only, so Lunr uses exactly one stemmer for documents and queries.
 */
importScripts("search.a7633da7.min.js") /* Material's worker: the hook checks that it exists */

;(function (lunr) {
  "use strict"
  var searchPipeline = null

  /* Fold Latin diacritics and ligatures, the same for documents and queries */
  function fold(text) {
    return text.normalize("NFD")
      .replace(/([A-Za-z])[\u0300-\u036f]+/g, "$1")
      .normalize("NFC")
      .replace(/œ/g, "oe").replace(/Œ/g, "OE").replace(/æ/g, "ae").replace(/Æ/g, "AE")
  }

  /* Documents and queries: folding runs first in both of the index's pipelines (Material
     gives the builder a tokenizer of its own, so the pipelines are where both sides meet) */
  function foldToken(token) {
    return token.update(fold)
  }
  lunr.Pipeline.registerFunction(foldToken, "piquetFold")
  var add = lunr.Builder.prototype.add
  lunr.Builder.prototype.add = function () {
    if (!this.piquetFolds) {
      this.piquetFolds = true
      this.pipeline._stack.unshift(foldToken)
      this.searchPipeline._stack.unshift(foldToken)
    }
    return add.apply(this, arguments)
  }

  /* Remember the query pipeline of the index Material builds (one index per worker) */
  var build = lunr.Builder.prototype.build
  lunr.Builder.prototype.build = function () {
    searchPipeline = this.searchPipeline
    return build.apply(this, arguments)
  }

  /* Stem trailing-wildcard terms ("word*") with the index's own search pipeline */
  var clause = lunr.Query.prototype.clause
  lunr.Query.prototype.clause = function (spec) {
    if (typeof spec.term === "string")
      spec.term = fold(spec.term)
    if (searchPipeline && typeof spec.term === "string" && !("editDistance" in spec)) {
      var match = /^([^*]+)\*$/.exec(spec.term)
      if (match) {
        var stems = searchPipeline.runString(match[1])
        if (stems.length === 1 && stems[0]) {
          spec.term = stems[0] + "*"
          /* Typos: a word of five letters or more also matches a stem one edit away
             ("sequnce" finds "sequence", "quatorse" "quatorze"), ranked below the exact
             prefix by a lower boost; an optional clause, so it only widens the search */
          var optional = spec.presence === undefined || spec.presence === lunr.Query.presence.OPTIONAL
          /* The word itself: a stem shorter than the word typed widens the prefix to other
             words («каре» -> «кар*» matches every «карт…», "trio" -> «три*» «тринадцать»),
             and Lunr scores every word a wildcard matches alike; the stem matched whole
             ranks the pages that use the word typed above those that only share its start */
          if (optional) {
            var exact = { term: stems[0], boost: 10, usePipeline: false,
              wildcard: lunr.Query.wildcard.NONE }
            if (spec.fields) exact.fields = spec.fields
            clause.call(this, exact)
          }
          if (optional && stems[0].length >= 5) {
            var typo = { term: stems[0], editDistance: 1, boost: 0.2, usePipeline: false,
              wildcard: lunr.Query.wildcard.NONE }
            if (spec.fields) typo.fields = spec.fields
            clause.call(this, typo)
          }
        }
      }
    }
    return clause.call(this, spec)
  }
})(self.lunr)
