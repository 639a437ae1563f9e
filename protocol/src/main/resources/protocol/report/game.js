// Steps through the game of the page: PLIES (written by Qilin) holds each position's FEN, caption and arrows;
// FILE_X and RANK_Y place a point's pieces. The board is redrawn from the FEN, so what it shows is what the FEN says.
(function () {
  'use strict';
  var SVG = 'http://www.w3.org/2000/svg';
  var pieces = document.getElementById('pieces');
  var arrows = document.getElementById('arrows');
  var current = 0;

  function element(name, attributes) {
    var e = document.createElementNS(SVG, name);
    Object.keys(attributes).forEach(function (k) { e.setAttribute(k, attributes[k]); });
    return e;
  }

  // FEN rows run from Black's back rank (rank 9) down to Red's (rank 0); digits count empty points.
  function drawPieces(fen) {
    pieces.replaceChildren();
    var rows = fen.split(' ')[0].split('/');
    rows.forEach(function (row, i) {
      var rank = 9 - i;
      var file = 0;
      Array.prototype.forEach.call(row, function (c) {
        if (c >= '1' && c <= '9') {
          file += Number(c);
          return;
        }
        var side = c === c.toUpperCase() ? 'red' : 'black';
        pieces.appendChild(element('use', {href: '#' + side + '-' + c.toUpperCase(),
          x: FILE_X[file], y: RANK_Y[rank]}));
        file++;
      });
    });
  }

  function drawArrows(list) {
    arrows.replaceChildren();
    list.forEach(function (a) {
      arrows.appendChild(element('line', {'class': 'arrow ' + a[4], x1: a[0], y1: a[1], x2: a[2], y2: a[3],
        stroke: a[5], 'marker-end': 'url(#head-' + a[4] + ')'}));
    });
  }

  function mark(selector, ply) {
    document.querySelectorAll(selector + '.current').forEach(function (e) { e.classList.remove('current'); });
    var now = document.querySelector(selector + '[data-ply="' + ply + '"]');
    if (now) {
      now.classList.add('current');
    }
    return now;
  }

  function show(ply) {
    current = Math.max(0, Math.min(PLIES.length - 1, ply));
    var p = PLIES[current];
    drawPieces(p.fen);
    drawArrows(p.arrows);
    document.getElementById('fen').textContent = p.fen;
    document.getElementById('now').textContent = p.caption;
    mark('#graph .point', current);
    var row = mark('#moves tr', current);
    if (row) {
      row.scrollIntoView({block: 'nearest'});
    }
  }

  function onPly(container, selector) {
    var box = document.querySelector(container);
    if (!box) {
      return; // a position's page has no graph and no move table
    }
    box.addEventListener('click', function (event) {
      var target = event.target.closest(selector);
      if (target) {
        show(Number(target.getAttribute('data-ply')));
      }
    });
  }

  onPly('#graph', '[data-ply]');
  onPly('#moves', 'tr[data-ply]');
  document.getElementById('first').addEventListener('click', function () { show(0); });
  document.getElementById('prev').addEventListener('click', function () { show(current - 1); });
  document.getElementById('next').addEventListener('click', function () { show(current + 1); });
  document.getElementById('last').addEventListener('click', function () { show(PLIES.length - 1); });
  document.addEventListener('keydown', function (event) {
    var steps = {ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: PLIES.length - 1,
      ArrowUp: current - 2, ArrowDown: current + 2};
    if (event.key in steps) {
      event.preventDefault();
      show(steps[event.key]);
    }
  });
  // a link may name its ply: report.html#ply-12 opens on the position after the twelfth ply
  var named = /^#ply-(\d+)$/.exec(location.hash);
  show(named ? Number(named[1]) : 0);
})();
