// Inlines the entry's stylesheet into the generated index.html (a <style> instead of a render-blocking
// <link>): the login screen's CSS is a few KB, one round trip less before the first paint.
'use strict';

const HtmlWebpackPlugin = require('html-webpack-plugin');

class InlineCssPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('InlineCssPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('InlineCssPlugin', (data) => {
        const publicPath = data.publicPath || '';
        data.headTags = data.headTags.map((tag) => {
          if (
            tag.tagName !== 'link' ||
            tag.attributes.rel !== 'stylesheet' ||
            typeof tag.attributes.href !== 'string'
          )
            return tag;
          const name = tag.attributes.href.startsWith(publicPath)
            ? tag.attributes.href.slice(publicPath.length)
            : tag.attributes.href;
          const asset = compilation.getAsset(name.replace(/^\//, ''));
          if (!asset) return tag;
          return {
            tagName: 'style',
            voidTag: false,
            attributes: {},
            innerHTML: asset.source.source().toString(),
            meta: { plugin: 'InlineCssPlugin' },
          };
        });
        return data;
      });
    });
  }
}

module.exports = { InlineCssPlugin };
