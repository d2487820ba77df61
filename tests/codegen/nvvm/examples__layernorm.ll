; kernel layernorm [eps=1e-5, BM=4, BN=1024, OCC=4, TMA=1, STATIC=0, W=0, C=0]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external addrspace(3) global [0 x i8], align 16

define void @layernorm(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, float addrspace(1)* noalias readonly %p5, i32 %p6, i32 %p7, float addrspace(1)* noalias readonly %p8, i32 %p9, i32 %p10, float addrspace(1)* noalias %p11, i32 %p12, i32 %p13, i32 %p14, i32 %p15) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = and i32 %v2, 1
  %v6 = shl i32 %v5, 2
  %v7 = lshr i32 %v2, 1
  %v8 = and i32 %v7, 1
  %v9 = shl i32 %v8, 3
  %v10 = or i32 %v6, %v9
  %v11 = lshr i32 %v2, 2
  %v12 = and i32 %v11, 1
  %v13 = shl i32 %v12, 4
  %v14 = or i32 %v10, %v13
  %v15 = lshr i32 %v2, 3
  %v16 = and i32 %v15, 1
  %v17 = shl i32 %v16, 5
  %v18 = or i32 %v14, %v17
  %v19 = lshr i32 %v2, 4
  %v20 = and i32 %v19, 1
  %v21 = shl i32 %v20, 6
  %v22 = or i32 %v18, %v21
  %v23 = and i32 %v3, 1
  %v24 = shl i32 %v23, 10
  %v25 = or i32 %v22, %v24
  %v26 = lshr i32 %v3, 1
  %v27 = and i32 %v26, 1
  %v28 = shl i32 %v27, 11
  %v29 = or i32 %v25, %v28
  %v30 = lshr i32 %v3, 2
  %v31 = and i32 %v30, 1
  %v32 = shl i32 %v31, 7
  %v33 = or i32 %v29, %v32
  %v34 = lshr i32 %v33, 10
  %v35 = and i32 %v34, 3
  %v36 = and i32 %v33, 1023
  %v37 = sext i32 %v4 to i64
  %v38 = mul i64 %v37, 4
  %v39 = zext i32 %v35 to i64
  %v40 = add i64 %v38, %v39
  %v41 = sext i32 %p3 to i64
  %v42 = zext i32 %p1 to i64
  %v43 = mul i64 %v40, %v41
  %v44 = add i64 %v38, 4
  %v45 = icmp sle i64 %v44, %v42
  %v46 = icmp sge i64 %v37, 0
  %v47 = and i1 %v45, %v46
  %v48 = zext i32 %v36 to i64
  %v49 = zext i32 %p2 to i64
  %v50 = add i64 %v43, %v48
  %v51 = icmp sle i64 1024, %v49
  %v52 = icmp sge i64 0, 0
  %v53 = and i1 %v51, %v52
  %v54 = and i1 %v47, %v53
  br i1 %v54, label %ld_full1, label %ld_edge2
ld_full1:
  %v55 = icmp ult i64 %v40, %v42
  %v56 = icmp ult i64 %v48, %v49
  %v57 = and i1 %v55, %v56
  %v58 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v50
  %v59 = load float, float addrspace(1)* %v58, align 4
  %v60 = icmp ult i64 %v40, %v42
  %v61 = add i64 %v50, 1
  %v62 = add i64 %v48, 1
  %v63 = icmp ult i64 %v62, %v49
  %v64 = and i1 %v60, %v63
  %v65 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v61
  %v66 = load float, float addrspace(1)* %v65, align 4
  %v67 = icmp ult i64 %v40, %v42
  %v68 = add i64 %v50, 2
  %v69 = add i64 %v48, 2
  %v70 = icmp ult i64 %v69, %v49
  %v71 = and i1 %v67, %v70
  %v72 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v68
  %v73 = load float, float addrspace(1)* %v72, align 4
  %v74 = icmp ult i64 %v40, %v42
  %v75 = add i64 %v50, 3
  %v76 = add i64 %v48, 3
  %v77 = icmp ult i64 %v76, %v49
  %v78 = and i1 %v74, %v77
  %v79 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v75
  %v80 = load float, float addrspace(1)* %v79, align 4
  %v81 = icmp ult i64 %v40, %v42
  %v82 = add i64 %v50, 256
  %v83 = add i64 %v48, 256
  %v84 = icmp ult i64 %v83, %v49
  %v85 = and i1 %v81, %v84
  %v86 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v82
  %v87 = load float, float addrspace(1)* %v86, align 4
  %v88 = icmp ult i64 %v40, %v42
  %v89 = add i64 %v50, 257
  %v90 = add i64 %v48, 257
  %v91 = icmp ult i64 %v90, %v49
  %v92 = and i1 %v88, %v91
  %v93 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v89
  %v94 = load float, float addrspace(1)* %v93, align 4
  %v95 = icmp ult i64 %v40, %v42
  %v96 = add i64 %v50, 258
  %v97 = add i64 %v48, 258
  %v98 = icmp ult i64 %v97, %v49
  %v99 = and i1 %v95, %v98
  %v100 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v96
  %v101 = load float, float addrspace(1)* %v100, align 4
  %v102 = icmp ult i64 %v40, %v42
  %v103 = add i64 %v50, 259
  %v104 = add i64 %v48, 259
  %v105 = icmp ult i64 %v104, %v49
  %v106 = and i1 %v102, %v105
  %v107 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v103
  %v108 = load float, float addrspace(1)* %v107, align 4
  %v109 = icmp ult i64 %v40, %v42
  %v110 = add i64 %v50, 512
  %v111 = add i64 %v48, 512
  %v112 = icmp ult i64 %v111, %v49
  %v113 = and i1 %v109, %v112
  %v114 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v110
  %v115 = load float, float addrspace(1)* %v114, align 4
  %v116 = icmp ult i64 %v40, %v42
  %v117 = add i64 %v50, 513
  %v118 = add i64 %v48, 513
  %v119 = icmp ult i64 %v118, %v49
  %v120 = and i1 %v116, %v119
  %v121 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v117
  %v122 = load float, float addrspace(1)* %v121, align 4
  %v123 = icmp ult i64 %v40, %v42
  %v124 = add i64 %v50, 514
  %v125 = add i64 %v48, 514
  %v126 = icmp ult i64 %v125, %v49
  %v127 = and i1 %v123, %v126
  %v128 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v124
  %v129 = load float, float addrspace(1)* %v128, align 4
  %v130 = icmp ult i64 %v40, %v42
  %v131 = add i64 %v50, 515
  %v132 = add i64 %v48, 515
  %v133 = icmp ult i64 %v132, %v49
  %v134 = and i1 %v130, %v133
  %v135 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v131
  %v136 = load float, float addrspace(1)* %v135, align 4
  %v137 = icmp ult i64 %v40, %v42
  %v138 = add i64 %v50, 768
  %v139 = add i64 %v48, 768
  %v140 = icmp ult i64 %v139, %v49
  %v141 = and i1 %v137, %v140
  %v142 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v138
  %v143 = load float, float addrspace(1)* %v142, align 4
  %v144 = icmp ult i64 %v40, %v42
  %v145 = add i64 %v50, 769
  %v146 = add i64 %v48, 769
  %v147 = icmp ult i64 %v146, %v49
  %v148 = and i1 %v144, %v147
  %v149 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v145
  %v150 = load float, float addrspace(1)* %v149, align 4
  %v151 = icmp ult i64 %v40, %v42
  %v152 = add i64 %v50, 770
  %v153 = add i64 %v48, 770
  %v154 = icmp ult i64 %v153, %v49
  %v155 = and i1 %v151, %v154
  %v156 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v152
  %v157 = load float, float addrspace(1)* %v156, align 4
  %v158 = icmp ult i64 %v40, %v42
  %v159 = add i64 %v50, 771
  %v160 = add i64 %v48, 771
  %v161 = icmp ult i64 %v160, %v49
  %v162 = and i1 %v158, %v161
  %v163 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v159
  %v164 = load float, float addrspace(1)* %v163, align 4
  br label %ld_done3
ld_edge2:
  %v165 = bitcast float 0x0000000000000000 to i32
  %v166 = icmp ult i64 %v40, %v42
  %v167 = icmp ult i64 %v48, %v49
  %v168 = and i1 %v166, %v167
  %v169 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v50
  %v170 = ptrtoint float addrspace(1)* %v169 to i64
  %v171 = zext i1 %v168 to i32
  %v172 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v170, i32 %v171, i32 %v165)
  %v173 = bitcast i32 %v172 to float
  %v174 = icmp ult i64 %v40, %v42
  %v175 = add i64 %v50, 1
  %v176 = add i64 %v48, 1
  %v177 = icmp ult i64 %v176, %v49
  %v178 = and i1 %v174, %v177
  %v179 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v175
  %v180 = ptrtoint float addrspace(1)* %v179 to i64
  %v181 = zext i1 %v178 to i32
  %v182 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v180, i32 %v181, i32 %v165)
  %v183 = bitcast i32 %v182 to float
  %v184 = icmp ult i64 %v40, %v42
  %v185 = add i64 %v50, 2
  %v186 = add i64 %v48, 2
  %v187 = icmp ult i64 %v186, %v49
  %v188 = and i1 %v184, %v187
  %v189 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v185
  %v190 = ptrtoint float addrspace(1)* %v189 to i64
  %v191 = zext i1 %v188 to i32
  %v192 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v190, i32 %v191, i32 %v165)
  %v193 = bitcast i32 %v192 to float
  %v194 = icmp ult i64 %v40, %v42
  %v195 = add i64 %v50, 3
  %v196 = add i64 %v48, 3
  %v197 = icmp ult i64 %v196, %v49
  %v198 = and i1 %v194, %v197
  %v199 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v195
  %v200 = ptrtoint float addrspace(1)* %v199 to i64
  %v201 = zext i1 %v198 to i32
  %v202 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v200, i32 %v201, i32 %v165)
  %v203 = bitcast i32 %v202 to float
  %v204 = icmp ult i64 %v40, %v42
  %v205 = add i64 %v50, 256
  %v206 = add i64 %v48, 256
  %v207 = icmp ult i64 %v206, %v49
  %v208 = and i1 %v204, %v207
  %v209 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v205
  %v210 = ptrtoint float addrspace(1)* %v209 to i64
  %v211 = zext i1 %v208 to i32
  %v212 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v210, i32 %v211, i32 %v165)
  %v213 = bitcast i32 %v212 to float
  %v214 = icmp ult i64 %v40, %v42
  %v215 = add i64 %v50, 257
  %v216 = add i64 %v48, 257
  %v217 = icmp ult i64 %v216, %v49
  %v218 = and i1 %v214, %v217
  %v219 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v215
  %v220 = ptrtoint float addrspace(1)* %v219 to i64
  %v221 = zext i1 %v218 to i32
  %v222 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v220, i32 %v221, i32 %v165)
  %v223 = bitcast i32 %v222 to float
  %v224 = icmp ult i64 %v40, %v42
  %v225 = add i64 %v50, 258
  %v226 = add i64 %v48, 258
  %v227 = icmp ult i64 %v226, %v49
  %v228 = and i1 %v224, %v227
  %v229 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v225
  %v230 = ptrtoint float addrspace(1)* %v229 to i64
  %v231 = zext i1 %v228 to i32
  %v232 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v230, i32 %v231, i32 %v165)
  %v233 = bitcast i32 %v232 to float
  %v234 = icmp ult i64 %v40, %v42
  %v235 = add i64 %v50, 259
  %v236 = add i64 %v48, 259
  %v237 = icmp ult i64 %v236, %v49
  %v238 = and i1 %v234, %v237
  %v239 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v235
  %v240 = ptrtoint float addrspace(1)* %v239 to i64
  %v241 = zext i1 %v238 to i32
  %v242 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v240, i32 %v241, i32 %v165)
  %v243 = bitcast i32 %v242 to float
  %v244 = icmp ult i64 %v40, %v42
  %v245 = add i64 %v50, 512
  %v246 = add i64 %v48, 512
  %v247 = icmp ult i64 %v246, %v49
  %v248 = and i1 %v244, %v247
  %v249 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v245
  %v250 = ptrtoint float addrspace(1)* %v249 to i64
  %v251 = zext i1 %v248 to i32
  %v252 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v250, i32 %v251, i32 %v165)
  %v253 = bitcast i32 %v252 to float
  %v254 = icmp ult i64 %v40, %v42
  %v255 = add i64 %v50, 513
  %v256 = add i64 %v48, 513
  %v257 = icmp ult i64 %v256, %v49
  %v258 = and i1 %v254, %v257
  %v259 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v255
  %v260 = ptrtoint float addrspace(1)* %v259 to i64
  %v261 = zext i1 %v258 to i32
  %v262 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v260, i32 %v261, i32 %v165)
  %v263 = bitcast i32 %v262 to float
  %v264 = icmp ult i64 %v40, %v42
  %v265 = add i64 %v50, 514
  %v266 = add i64 %v48, 514
  %v267 = icmp ult i64 %v266, %v49
  %v268 = and i1 %v264, %v267
  %v269 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v265
  %v270 = ptrtoint float addrspace(1)* %v269 to i64
  %v271 = zext i1 %v268 to i32
  %v272 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v270, i32 %v271, i32 %v165)
  %v273 = bitcast i32 %v272 to float
  %v274 = icmp ult i64 %v40, %v42
  %v275 = add i64 %v50, 515
  %v276 = add i64 %v48, 515
  %v277 = icmp ult i64 %v276, %v49
  %v278 = and i1 %v274, %v277
  %v279 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v275
  %v280 = ptrtoint float addrspace(1)* %v279 to i64
  %v281 = zext i1 %v278 to i32
  %v282 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v280, i32 %v281, i32 %v165)
  %v283 = bitcast i32 %v282 to float
  %v284 = icmp ult i64 %v40, %v42
  %v285 = add i64 %v50, 768
  %v286 = add i64 %v48, 768
  %v287 = icmp ult i64 %v286, %v49
  %v288 = and i1 %v284, %v287
  %v289 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v285
  %v290 = ptrtoint float addrspace(1)* %v289 to i64
  %v291 = zext i1 %v288 to i32
  %v292 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v290, i32 %v291, i32 %v165)
  %v293 = bitcast i32 %v292 to float
  %v294 = icmp ult i64 %v40, %v42
  %v295 = add i64 %v50, 769
  %v296 = add i64 %v48, 769
  %v297 = icmp ult i64 %v296, %v49
  %v298 = and i1 %v294, %v297
  %v299 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v295
  %v300 = ptrtoint float addrspace(1)* %v299 to i64
  %v301 = zext i1 %v298 to i32
  %v302 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v300, i32 %v301, i32 %v165)
  %v303 = bitcast i32 %v302 to float
  %v304 = icmp ult i64 %v40, %v42
  %v305 = add i64 %v50, 770
  %v306 = add i64 %v48, 770
  %v307 = icmp ult i64 %v306, %v49
  %v308 = and i1 %v304, %v307
  %v309 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v305
  %v310 = ptrtoint float addrspace(1)* %v309 to i64
  %v311 = zext i1 %v308 to i32
  %v312 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v310, i32 %v311, i32 %v165)
  %v313 = bitcast i32 %v312 to float
  %v314 = icmp ult i64 %v40, %v42
  %v315 = add i64 %v50, 771
  %v316 = add i64 %v48, 771
  %v317 = icmp ult i64 %v316, %v49
  %v318 = and i1 %v314, %v317
  %v319 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v315
  %v320 = ptrtoint float addrspace(1)* %v319 to i64
  %v321 = zext i1 %v318 to i32
  %v322 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v320, i32 %v321, i32 %v165)
  %v323 = bitcast i32 %v322 to float
  br label %ld_done3
ld_done3:
  %v324 = phi float [ %v59, %ld_full1 ], [ %v173, %ld_edge2 ]
  %v325 = phi float [ %v66, %ld_full1 ], [ %v183, %ld_edge2 ]
  %v326 = phi float [ %v73, %ld_full1 ], [ %v193, %ld_edge2 ]
  %v327 = phi float [ %v80, %ld_full1 ], [ %v203, %ld_edge2 ]
  %v328 = phi float [ %v87, %ld_full1 ], [ %v213, %ld_edge2 ]
  %v329 = phi float [ %v94, %ld_full1 ], [ %v223, %ld_edge2 ]
  %v330 = phi float [ %v101, %ld_full1 ], [ %v233, %ld_edge2 ]
  %v331 = phi float [ %v108, %ld_full1 ], [ %v243, %ld_edge2 ]
  %v332 = phi float [ %v115, %ld_full1 ], [ %v253, %ld_edge2 ]
  %v333 = phi float [ %v122, %ld_full1 ], [ %v263, %ld_edge2 ]
  %v334 = phi float [ %v129, %ld_full1 ], [ %v273, %ld_edge2 ]
  %v335 = phi float [ %v136, %ld_full1 ], [ %v283, %ld_edge2 ]
  %v336 = phi float [ %v143, %ld_full1 ], [ %v293, %ld_edge2 ]
  %v337 = phi float [ %v150, %ld_full1 ], [ %v303, %ld_edge2 ]
  %v338 = phi float [ %v157, %ld_full1 ], [ %v313, %ld_edge2 ]
  %v339 = phi float [ %v164, %ld_full1 ], [ %v323, %ld_edge2 ]
  %v340 = fadd float %v324, %v325
  %v341 = fadd float %v340, %v326
  %v342 = fadd float %v341, %v327
  %v343 = fadd float %v342, %v328
  %v344 = fadd float %v343, %v329
  %v345 = fadd float %v344, %v330
  %v346 = fadd float %v345, %v331
  %v347 = fadd float %v346, %v332
  %v348 = fadd float %v347, %v333
  %v349 = fadd float %v348, %v334
  %v350 = fadd float %v349, %v335
  %v351 = fadd float %v350, %v336
  %v352 = fadd float %v351, %v337
  %v353 = fadd float %v352, %v338
  %v354 = fadd float %v353, %v339
  %v355 = bitcast float %v354 to i32
  %v356 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v355, i32 1, i32 31)
  %v357 = bitcast i32 %v356 to float
  %v358 = fadd float %v354, %v357
  %v359 = bitcast float %v358 to i32
  %v360 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v359, i32 2, i32 31)
  %v361 = bitcast i32 %v360 to float
  %v362 = fadd float %v358, %v361
  %v363 = bitcast float %v362 to i32
  %v364 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v363, i32 4, i32 31)
  %v365 = bitcast i32 %v364 to float
  %v366 = fadd float %v362, %v365
  %v367 = bitcast float %v366 to i32
  %v368 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v367, i32 8, i32 31)
  %v369 = bitcast i32 %v368 to float
  %v370 = fadd float %v366, %v369
  %v371 = bitcast float %v370 to i32
  %v372 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v371, i32 16, i32 31)
  %v373 = bitcast i32 %v372 to float
  %v374 = fadd float %v370, %v373
  call void @llvm.nvvm.barrier0()
  %v375 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v376 = getelementptr inbounds float, float addrspace(3)* %v375, i32 %v1
  store float %v374, float addrspace(3)* %v376, align 4
  call void @llvm.nvvm.barrier0()
  %v377 = and i32 %v3, -5
  %v378 = shl i32 %v377, 5
  %v379 = or i32 %v378, %v2
  %v380 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v381 = getelementptr inbounds float, float addrspace(3)* %v380, i32 %v379
  %v382 = load float, float addrspace(3)* %v381, align 4
  %v383 = or i32 %v377, 4
  %v384 = shl i32 %v383, 5
  %v385 = or i32 %v384, %v2
  %v386 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v387 = getelementptr inbounds float, float addrspace(3)* %v386, i32 %v385
  %v388 = load float, float addrspace(3)* %v387, align 4
  %v389 = fadd float %v382, %v388
  %v390 = sitofp i32 %p2 to float
  %v391 = fdiv float %v389, %v390
  %v392 = and i32 %v2, 1
  %v393 = shl i32 %v392, 2
  %v394 = lshr i32 %v2, 1
  %v395 = and i32 %v394, 1
  %v396 = shl i32 %v395, 3
  %v397 = or i32 %v393, %v396
  %v398 = lshr i32 %v2, 2
  %v399 = and i32 %v398, 1
  %v400 = shl i32 %v399, 4
  %v401 = or i32 %v397, %v400
  %v402 = lshr i32 %v2, 3
  %v403 = and i32 %v402, 1
  %v404 = shl i32 %v403, 5
  %v405 = or i32 %v401, %v404
  %v406 = lshr i32 %v2, 4
  %v407 = and i32 %v406, 1
  %v408 = shl i32 %v407, 6
  %v409 = or i32 %v405, %v408
  %v410 = and i32 %v3, 1
  %v411 = shl i32 %v410, 7
  %v412 = or i32 %v409, %v411
  %v413 = lshr i32 %v3, 1
  %v414 = and i32 %v413, 1
  %v415 = shl i32 %v414, 8
  %v416 = or i32 %v412, %v415
  %v417 = lshr i32 %v3, 2
  %v418 = and i32 %v417, 1
  %v419 = shl i32 %v418, 9
  %v420 = or i32 %v416, %v419
  %v421 = or i32 %v420, 1
  %v422 = or i32 %v420, 2
  %v423 = or i32 %v420, 3
  %v424 = icmp slt i32 %v420, %p2
  %v425 = icmp slt i32 %v421, %p2
  %v426 = icmp slt i32 %v422, %p2
  %v427 = icmp slt i32 %v423, %p2
  %v428 = fsub float %v324, %v391
  %v429 = fsub float %v325, %v391
  %v430 = fsub float %v326, %v391
  %v431 = fsub float %v327, %v391
  %v432 = fsub float %v328, %v391
  %v433 = fsub float %v329, %v391
  %v434 = fsub float %v330, %v391
  %v435 = fsub float %v331, %v391
  %v436 = fsub float %v332, %v391
  %v437 = fsub float %v333, %v391
  %v438 = fsub float %v334, %v391
  %v439 = fsub float %v335, %v391
  %v440 = fsub float %v336, %v391
  %v441 = fsub float %v337, %v391
  %v442 = fsub float %v338, %v391
  %v443 = fsub float %v339, %v391
  %v444 = and i32 %v2, 1
  %v445 = shl i32 %v444, 2
  %v446 = lshr i32 %v2, 1
  %v447 = and i32 %v446, 1
  %v448 = shl i32 %v447, 3
  %v449 = or i32 %v445, %v448
  %v450 = lshr i32 %v2, 2
  %v451 = and i32 %v450, 1
  %v452 = shl i32 %v451, 4
  %v453 = or i32 %v449, %v452
  %v454 = lshr i32 %v2, 3
  %v455 = and i32 %v454, 1
  %v456 = shl i32 %v455, 5
  %v457 = or i32 %v453, %v456
  %v458 = lshr i32 %v2, 4
  %v459 = and i32 %v458, 1
  %v460 = shl i32 %v459, 6
  %v461 = or i32 %v457, %v460
  %v462 = lshr i32 %v3, 2
  %v463 = and i32 %v462, 1
  %v464 = shl i32 %v463, 7
  %v465 = or i32 %v461, %v464
  %v466 = or i32 %v465, 1
  %v467 = or i32 %v465, 2
  %v468 = or i32 %v465, 3
  %v469 = or i32 %v465, 256
  %v470 = or i32 %v465, 257
  %v471 = or i32 %v465, 258
  %v472 = or i32 %v465, 259
  %v473 = or i32 %v465, 512
  %v474 = or i32 %v465, 513
  %v475 = or i32 %v465, 514
  %v476 = or i32 %v465, 515
  %v477 = or i32 %v465, 768
  %v478 = or i32 %v465, 769
  %v479 = or i32 %v465, 770
  %v480 = or i32 %v465, 771
  %v481 = icmp slt i32 %v465, %p2
  %v482 = icmp slt i32 %v466, %p2
  %v483 = icmp slt i32 %v467, %p2
  %v484 = icmp slt i32 %v468, %p2
  %v485 = icmp slt i32 %v469, %p2
  %v486 = icmp slt i32 %v470, %p2
  %v487 = icmp slt i32 %v471, %p2
  %v488 = icmp slt i32 %v472, %p2
  %v489 = icmp slt i32 %v473, %p2
  %v490 = icmp slt i32 %v474, %p2
  %v491 = icmp slt i32 %v475, %p2
  %v492 = icmp slt i32 %v476, %p2
  %v493 = icmp slt i32 %v477, %p2
  %v494 = icmp slt i32 %v478, %p2
  %v495 = icmp slt i32 %v479, %p2
  %v496 = icmp slt i32 %v480, %p2
  %v497 = select i1 %v481, float %v428, float 0x0000000000000000
  %v498 = select i1 %v482, float %v429, float 0x0000000000000000
  %v499 = select i1 %v483, float %v430, float 0x0000000000000000
  %v500 = select i1 %v484, float %v431, float 0x0000000000000000
  %v501 = select i1 %v485, float %v432, float 0x0000000000000000
  %v502 = select i1 %v486, float %v433, float 0x0000000000000000
  %v503 = select i1 %v487, float %v434, float 0x0000000000000000
  %v504 = select i1 %v488, float %v435, float 0x0000000000000000
  %v505 = select i1 %v489, float %v436, float 0x0000000000000000
  %v506 = select i1 %v490, float %v437, float 0x0000000000000000
  %v507 = select i1 %v491, float %v438, float 0x0000000000000000
  %v508 = select i1 %v492, float %v439, float 0x0000000000000000
  %v509 = select i1 %v493, float %v440, float 0x0000000000000000
  %v510 = select i1 %v494, float %v441, float 0x0000000000000000
  %v511 = select i1 %v495, float %v442, float 0x0000000000000000
  %v512 = select i1 %v496, float %v443, float 0x0000000000000000
  %v513 = fmul float %v497, %v497
  %v514 = fmul float %v498, %v498
  %v515 = fmul float %v499, %v499
  %v516 = fmul float %v500, %v500
  %v517 = fmul float %v501, %v501
  %v518 = fmul float %v502, %v502
  %v519 = fmul float %v503, %v503
  %v520 = fmul float %v504, %v504
  %v521 = fmul float %v505, %v505
  %v522 = fmul float %v506, %v506
  %v523 = fmul float %v507, %v507
  %v524 = fmul float %v508, %v508
  %v525 = fmul float %v509, %v509
  %v526 = fmul float %v510, %v510
  %v527 = fmul float %v511, %v511
  %v528 = fmul float %v512, %v512
  %v529 = fadd float %v513, %v514
  %v530 = fadd float %v529, %v515
  %v531 = fadd float %v530, %v516
  %v532 = fadd float %v531, %v517
  %v533 = fadd float %v532, %v518
  %v534 = fadd float %v533, %v519
  %v535 = fadd float %v534, %v520
  %v536 = fadd float %v535, %v521
  %v537 = fadd float %v536, %v522
  %v538 = fadd float %v537, %v523
  %v539 = fadd float %v538, %v524
  %v540 = fadd float %v539, %v525
  %v541 = fadd float %v540, %v526
  %v542 = fadd float %v541, %v527
  %v543 = fadd float %v542, %v528
  %v544 = bitcast float %v543 to i32
  %v545 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v544, i32 1, i32 31)
  %v546 = bitcast i32 %v545 to float
  %v547 = fadd float %v543, %v546
  %v548 = bitcast float %v547 to i32
  %v549 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v548, i32 2, i32 31)
  %v550 = bitcast i32 %v549 to float
  %v551 = fadd float %v547, %v550
  %v552 = bitcast float %v551 to i32
  %v553 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v552, i32 4, i32 31)
  %v554 = bitcast i32 %v553 to float
  %v555 = fadd float %v551, %v554
  %v556 = bitcast float %v555 to i32
  %v557 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v556, i32 8, i32 31)
  %v558 = bitcast i32 %v557 to float
  %v559 = fadd float %v555, %v558
  %v560 = bitcast float %v559 to i32
  %v561 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v560, i32 16, i32 31)
  %v562 = bitcast i32 %v561 to float
  %v563 = fadd float %v559, %v562
  call void @llvm.nvvm.barrier0()
  %v564 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v565 = getelementptr inbounds float, float addrspace(3)* %v564, i32 %v1
  store float %v563, float addrspace(3)* %v565, align 4
  call void @llvm.nvvm.barrier0()
  %v566 = and i32 %v3, -5
  %v567 = shl i32 %v566, 5
  %v568 = or i32 %v567, %v2
  %v569 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v570 = getelementptr inbounds float, float addrspace(3)* %v569, i32 %v568
  %v571 = load float, float addrspace(3)* %v570, align 4
  %v572 = or i32 %v566, 4
  %v573 = shl i32 %v572, 5
  %v574 = or i32 %v573, %v2
  %v575 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v576 = getelementptr inbounds float, float addrspace(3)* %v575, i32 %v574
  %v577 = load float, float addrspace(3)* %v576, align 4
  %v578 = fadd float %v571, %v577
  %v579 = sitofp i32 %p2 to float
  %v580 = fdiv float %v578, %v579
  %v581 = and i32 %v2, 1
  %v582 = shl i32 %v581, 2
  %v583 = lshr i32 %v2, 1
  %v584 = and i32 %v583, 1
  %v585 = shl i32 %v584, 3
  %v586 = or i32 %v582, %v585
  %v587 = lshr i32 %v2, 2
  %v588 = and i32 %v587, 1
  %v589 = shl i32 %v588, 4
  %v590 = or i32 %v586, %v589
  %v591 = lshr i32 %v2, 3
  %v592 = and i32 %v591, 1
  %v593 = shl i32 %v592, 5
  %v594 = or i32 %v590, %v593
  %v595 = lshr i32 %v2, 4
  %v596 = and i32 %v595, 1
  %v597 = shl i32 %v596, 6
  %v598 = or i32 %v594, %v597
  %v599 = and i32 %v3, 1
  %v600 = shl i32 %v599, 7
  %v601 = or i32 %v598, %v600
  %v602 = lshr i32 %v3, 1
  %v603 = and i32 %v602, 1
  %v604 = shl i32 %v603, 8
  %v605 = or i32 %v601, %v604
  %v606 = lshr i32 %v3, 2
  %v607 = and i32 %v606, 1
  %v608 = shl i32 %v607, 9
  %v609 = or i32 %v605, %v608
  %v610 = and i32 %v609, 1023
  %v611 = zext i32 %v610 to i64
  %v612 = zext i32 %p6 to i64
  %v613 = icmp sle i64 1024, %v612
  %v614 = icmp sge i64 0, 0
  %v615 = and i1 %v613, %v614
  br i1 %v615, label %ld_full4, label %ld_edge5
ld_full4:
  %v616 = icmp ult i64 %v611, %v612
  %v617 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v611
  %v618 = load float, float addrspace(1)* %v617, align 4
  %v619 = add i64 %v611, 1
  %v620 = add i64 %v611, 1
  %v621 = icmp ult i64 %v620, %v612
  %v622 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v619
  %v623 = load float, float addrspace(1)* %v622, align 4
  %v624 = add i64 %v611, 2
  %v625 = add i64 %v611, 2
  %v626 = icmp ult i64 %v625, %v612
  %v627 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v624
  %v628 = load float, float addrspace(1)* %v627, align 4
  %v629 = add i64 %v611, 3
  %v630 = add i64 %v611, 3
  %v631 = icmp ult i64 %v630, %v612
  %v632 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v629
  %v633 = load float, float addrspace(1)* %v632, align 4
  br label %ld_done6
ld_edge5:
  %v634 = bitcast float 0x0000000000000000 to i32
  %v635 = icmp ult i64 %v611, %v612
  %v636 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v611
  %v637 = ptrtoint float addrspace(1)* %v636 to i64
  %v638 = zext i1 %v635 to i32
  %v639 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v637, i32 %v638, i32 %v634)
  %v640 = bitcast i32 %v639 to float
  %v641 = add i64 %v611, 1
  %v642 = add i64 %v611, 1
  %v643 = icmp ult i64 %v642, %v612
  %v644 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v641
  %v645 = ptrtoint float addrspace(1)* %v644 to i64
  %v646 = zext i1 %v643 to i32
  %v647 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v645, i32 %v646, i32 %v634)
  %v648 = bitcast i32 %v647 to float
  %v649 = add i64 %v611, 2
  %v650 = add i64 %v611, 2
  %v651 = icmp ult i64 %v650, %v612
  %v652 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v649
  %v653 = ptrtoint float addrspace(1)* %v652 to i64
  %v654 = zext i1 %v651 to i32
  %v655 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v653, i32 %v654, i32 %v634)
  %v656 = bitcast i32 %v655 to float
  %v657 = add i64 %v611, 3
  %v658 = add i64 %v611, 3
  %v659 = icmp ult i64 %v658, %v612
  %v660 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v657
  %v661 = ptrtoint float addrspace(1)* %v660 to i64
  %v662 = zext i1 %v659 to i32
  %v663 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v661, i32 %v662, i32 %v634)
  %v664 = bitcast i32 %v663 to float
  br label %ld_done6
ld_done6:
  %v665 = phi float [ %v618, %ld_full4 ], [ %v640, %ld_edge5 ]
  %v666 = phi float [ %v623, %ld_full4 ], [ %v648, %ld_edge5 ]
  %v667 = phi float [ %v628, %ld_full4 ], [ %v656, %ld_edge5 ]
  %v668 = phi float [ %v633, %ld_full4 ], [ %v664, %ld_edge5 ]
  %v669 = and i32 %v2, 1
  %v670 = shl i32 %v669, 2
  %v671 = lshr i32 %v2, 1
  %v672 = and i32 %v671, 1
  %v673 = shl i32 %v672, 3
  %v674 = or i32 %v670, %v673
  %v675 = lshr i32 %v2, 2
  %v676 = and i32 %v675, 1
  %v677 = shl i32 %v676, 4
  %v678 = or i32 %v674, %v677
  %v679 = lshr i32 %v2, 3
  %v680 = and i32 %v679, 1
  %v681 = shl i32 %v680, 5
  %v682 = or i32 %v678, %v681
  %v683 = lshr i32 %v2, 4
  %v684 = and i32 %v683, 1
  %v685 = shl i32 %v684, 6
  %v686 = or i32 %v682, %v685
  %v687 = and i32 %v3, 1
  %v688 = shl i32 %v687, 7
  %v689 = or i32 %v686, %v688
  %v690 = lshr i32 %v3, 1
  %v691 = and i32 %v690, 1
  %v692 = shl i32 %v691, 8
  %v693 = or i32 %v689, %v692
  %v694 = lshr i32 %v3, 2
  %v695 = and i32 %v694, 1
  %v696 = shl i32 %v695, 9
  %v697 = or i32 %v693, %v696
  %v698 = and i32 %v697, 1023
  %v699 = zext i32 %v698 to i64
  %v700 = zext i32 %p9 to i64
  %v701 = icmp sle i64 1024, %v700
  %v702 = icmp sge i64 0, 0
  %v703 = and i1 %v701, %v702
  br i1 %v703, label %ld_full7, label %ld_edge8
ld_full7:
  %v704 = icmp ult i64 %v699, %v700
  %v705 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v699
  %v706 = load float, float addrspace(1)* %v705, align 4
  %v707 = add i64 %v699, 1
  %v708 = add i64 %v699, 1
  %v709 = icmp ult i64 %v708, %v700
  %v710 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v707
  %v711 = load float, float addrspace(1)* %v710, align 4
  %v712 = add i64 %v699, 2
  %v713 = add i64 %v699, 2
  %v714 = icmp ult i64 %v713, %v700
  %v715 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v712
  %v716 = load float, float addrspace(1)* %v715, align 4
  %v717 = add i64 %v699, 3
  %v718 = add i64 %v699, 3
  %v719 = icmp ult i64 %v718, %v700
  %v720 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v717
  %v721 = load float, float addrspace(1)* %v720, align 4
  br label %ld_done9
ld_edge8:
  %v722 = bitcast float 0x0000000000000000 to i32
  %v723 = icmp ult i64 %v699, %v700
  %v724 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v699
  %v725 = ptrtoint float addrspace(1)* %v724 to i64
  %v726 = zext i1 %v723 to i32
  %v727 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v725, i32 %v726, i32 %v722)
  %v728 = bitcast i32 %v727 to float
  %v729 = add i64 %v699, 1
  %v730 = add i64 %v699, 1
  %v731 = icmp ult i64 %v730, %v700
  %v732 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v729
  %v733 = ptrtoint float addrspace(1)* %v732 to i64
  %v734 = zext i1 %v731 to i32
  %v735 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v733, i32 %v734, i32 %v722)
  %v736 = bitcast i32 %v735 to float
  %v737 = add i64 %v699, 2
  %v738 = add i64 %v699, 2
  %v739 = icmp ult i64 %v738, %v700
  %v740 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v737
  %v741 = ptrtoint float addrspace(1)* %v740 to i64
  %v742 = zext i1 %v739 to i32
  %v743 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v741, i32 %v742, i32 %v722)
  %v744 = bitcast i32 %v743 to float
  %v745 = add i64 %v699, 3
  %v746 = add i64 %v699, 3
  %v747 = icmp ult i64 %v746, %v700
  %v748 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v745
  %v749 = ptrtoint float addrspace(1)* %v748 to i64
  %v750 = zext i1 %v747 to i32
  %v751 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v749, i32 %v750, i32 %v722)
  %v752 = bitcast i32 %v751 to float
  br label %ld_done9
ld_done9:
  %v753 = phi float [ %v706, %ld_full7 ], [ %v728, %ld_edge8 ]
  %v754 = phi float [ %v711, %ld_full7 ], [ %v736, %ld_edge8 ]
  %v755 = phi float [ %v716, %ld_full7 ], [ %v744, %ld_edge8 ]
  %v756 = phi float [ %v721, %ld_full7 ], [ %v752, %ld_edge8 ]
  %v757 = fadd float %v580, 0x3EE4F8B580000000
  %v758 = call float @__nv_rsqrtf(float %v757)
  %v759 = fmul float %v497, %v758
  %v760 = fmul float %v498, %v758
  %v761 = fmul float %v499, %v758
  %v762 = fmul float %v500, %v758
  %v763 = fmul float %v501, %v758
  %v764 = fmul float %v502, %v758
  %v765 = fmul float %v503, %v758
  %v766 = fmul float %v504, %v758
  %v767 = fmul float %v505, %v758
  %v768 = fmul float %v506, %v758
  %v769 = fmul float %v507, %v758
  %v770 = fmul float %v508, %v758
  %v771 = fmul float %v509, %v758
  %v772 = fmul float %v510, %v758
  %v773 = fmul float %v511, %v758
  %v774 = fmul float %v512, %v758
  %v775 = and i32 %v2, 1
  %v776 = shl i32 %v775, 2
  %v777 = lshr i32 %v2, 1
  %v778 = and i32 %v777, 1
  %v779 = shl i32 %v778, 3
  %v780 = or i32 %v776, %v779
  %v781 = lshr i32 %v2, 2
  %v782 = and i32 %v781, 1
  %v783 = shl i32 %v782, 4
  %v784 = or i32 %v780, %v783
  %v785 = lshr i32 %v2, 3
  %v786 = and i32 %v785, 1
  %v787 = shl i32 %v786, 5
  %v788 = or i32 %v784, %v787
  %v789 = lshr i32 %v2, 4
  %v790 = and i32 %v789, 1
  %v791 = shl i32 %v790, 6
  %v792 = or i32 %v788, %v791
  %v793 = lshr i32 %v3, 2
  %v794 = and i32 %v793, 1
  %v795 = shl i32 %v794, 7
  %v796 = or i32 %v792, %v795
  %v797 = and i32 %v796, 1023
  %v798 = zext i32 %v797 to i64
  %v799 = zext i32 %p6 to i64
  %v800 = icmp sle i64 1024, %v799
  %v801 = icmp sge i64 0, 0
  %v802 = and i1 %v800, %v801
  br i1 %v802, label %ld_full10, label %ld_edge11
ld_full10:
  %v803 = icmp ult i64 %v798, %v799
  %v804 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v798
  %v805 = load float, float addrspace(1)* %v804, align 4
  %v806 = add i64 %v798, 1
  %v807 = add i64 %v798, 1
  %v808 = icmp ult i64 %v807, %v799
  %v809 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v806
  %v810 = load float, float addrspace(1)* %v809, align 4
  %v811 = add i64 %v798, 2
  %v812 = add i64 %v798, 2
  %v813 = icmp ult i64 %v812, %v799
  %v814 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v811
  %v815 = load float, float addrspace(1)* %v814, align 4
  %v816 = add i64 %v798, 3
  %v817 = add i64 %v798, 3
  %v818 = icmp ult i64 %v817, %v799
  %v819 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v816
  %v820 = load float, float addrspace(1)* %v819, align 4
  %v821 = add i64 %v798, 256
  %v822 = add i64 %v798, 256
  %v823 = icmp ult i64 %v822, %v799
  %v824 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v821
  %v825 = load float, float addrspace(1)* %v824, align 4
  %v826 = add i64 %v798, 257
  %v827 = add i64 %v798, 257
  %v828 = icmp ult i64 %v827, %v799
  %v829 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v826
  %v830 = load float, float addrspace(1)* %v829, align 4
  %v831 = add i64 %v798, 258
  %v832 = add i64 %v798, 258
  %v833 = icmp ult i64 %v832, %v799
  %v834 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v831
  %v835 = load float, float addrspace(1)* %v834, align 4
  %v836 = add i64 %v798, 259
  %v837 = add i64 %v798, 259
  %v838 = icmp ult i64 %v837, %v799
  %v839 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v836
  %v840 = load float, float addrspace(1)* %v839, align 4
  %v841 = add i64 %v798, 512
  %v842 = add i64 %v798, 512
  %v843 = icmp ult i64 %v842, %v799
  %v844 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v841
  %v845 = load float, float addrspace(1)* %v844, align 4
  %v846 = add i64 %v798, 513
  %v847 = add i64 %v798, 513
  %v848 = icmp ult i64 %v847, %v799
  %v849 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v846
  %v850 = load float, float addrspace(1)* %v849, align 4
  %v851 = add i64 %v798, 514
  %v852 = add i64 %v798, 514
  %v853 = icmp ult i64 %v852, %v799
  %v854 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v851
  %v855 = load float, float addrspace(1)* %v854, align 4
  %v856 = add i64 %v798, 515
  %v857 = add i64 %v798, 515
  %v858 = icmp ult i64 %v857, %v799
  %v859 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v856
  %v860 = load float, float addrspace(1)* %v859, align 4
  %v861 = add i64 %v798, 768
  %v862 = add i64 %v798, 768
  %v863 = icmp ult i64 %v862, %v799
  %v864 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v861
  %v865 = load float, float addrspace(1)* %v864, align 4
  %v866 = add i64 %v798, 769
  %v867 = add i64 %v798, 769
  %v868 = icmp ult i64 %v867, %v799
  %v869 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v866
  %v870 = load float, float addrspace(1)* %v869, align 4
  %v871 = add i64 %v798, 770
  %v872 = add i64 %v798, 770
  %v873 = icmp ult i64 %v872, %v799
  %v874 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v871
  %v875 = load float, float addrspace(1)* %v874, align 4
  %v876 = add i64 %v798, 771
  %v877 = add i64 %v798, 771
  %v878 = icmp ult i64 %v877, %v799
  %v879 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v876
  %v880 = load float, float addrspace(1)* %v879, align 4
  br label %ld_done12
ld_edge11:
  %v881 = bitcast float 0x0000000000000000 to i32
  %v882 = icmp ult i64 %v798, %v799
  %v883 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v798
  %v884 = ptrtoint float addrspace(1)* %v883 to i64
  %v885 = zext i1 %v882 to i32
  %v886 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v884, i32 %v885, i32 %v881)
  %v887 = bitcast i32 %v886 to float
  %v888 = add i64 %v798, 1
  %v889 = add i64 %v798, 1
  %v890 = icmp ult i64 %v889, %v799
  %v891 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v888
  %v892 = ptrtoint float addrspace(1)* %v891 to i64
  %v893 = zext i1 %v890 to i32
  %v894 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v892, i32 %v893, i32 %v881)
  %v895 = bitcast i32 %v894 to float
  %v896 = add i64 %v798, 2
  %v897 = add i64 %v798, 2
  %v898 = icmp ult i64 %v897, %v799
  %v899 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v896
  %v900 = ptrtoint float addrspace(1)* %v899 to i64
  %v901 = zext i1 %v898 to i32
  %v902 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v900, i32 %v901, i32 %v881)
  %v903 = bitcast i32 %v902 to float
  %v904 = add i64 %v798, 3
  %v905 = add i64 %v798, 3
  %v906 = icmp ult i64 %v905, %v799
  %v907 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v904
  %v908 = ptrtoint float addrspace(1)* %v907 to i64
  %v909 = zext i1 %v906 to i32
  %v910 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v908, i32 %v909, i32 %v881)
  %v911 = bitcast i32 %v910 to float
  %v912 = add i64 %v798, 256
  %v913 = add i64 %v798, 256
  %v914 = icmp ult i64 %v913, %v799
  %v915 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v912
  %v916 = ptrtoint float addrspace(1)* %v915 to i64
  %v917 = zext i1 %v914 to i32
  %v918 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v916, i32 %v917, i32 %v881)
  %v919 = bitcast i32 %v918 to float
  %v920 = add i64 %v798, 257
  %v921 = add i64 %v798, 257
  %v922 = icmp ult i64 %v921, %v799
  %v923 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v920
  %v924 = ptrtoint float addrspace(1)* %v923 to i64
  %v925 = zext i1 %v922 to i32
  %v926 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v924, i32 %v925, i32 %v881)
  %v927 = bitcast i32 %v926 to float
  %v928 = add i64 %v798, 258
  %v929 = add i64 %v798, 258
  %v930 = icmp ult i64 %v929, %v799
  %v931 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v928
  %v932 = ptrtoint float addrspace(1)* %v931 to i64
  %v933 = zext i1 %v930 to i32
  %v934 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v932, i32 %v933, i32 %v881)
  %v935 = bitcast i32 %v934 to float
  %v936 = add i64 %v798, 259
  %v937 = add i64 %v798, 259
  %v938 = icmp ult i64 %v937, %v799
  %v939 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v936
  %v940 = ptrtoint float addrspace(1)* %v939 to i64
  %v941 = zext i1 %v938 to i32
  %v942 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v940, i32 %v941, i32 %v881)
  %v943 = bitcast i32 %v942 to float
  %v944 = add i64 %v798, 512
  %v945 = add i64 %v798, 512
  %v946 = icmp ult i64 %v945, %v799
  %v947 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v944
  %v948 = ptrtoint float addrspace(1)* %v947 to i64
  %v949 = zext i1 %v946 to i32
  %v950 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v948, i32 %v949, i32 %v881)
  %v951 = bitcast i32 %v950 to float
  %v952 = add i64 %v798, 513
  %v953 = add i64 %v798, 513
  %v954 = icmp ult i64 %v953, %v799
  %v955 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v952
  %v956 = ptrtoint float addrspace(1)* %v955 to i64
  %v957 = zext i1 %v954 to i32
  %v958 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v956, i32 %v957, i32 %v881)
  %v959 = bitcast i32 %v958 to float
  %v960 = add i64 %v798, 514
  %v961 = add i64 %v798, 514
  %v962 = icmp ult i64 %v961, %v799
  %v963 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v960
  %v964 = ptrtoint float addrspace(1)* %v963 to i64
  %v965 = zext i1 %v962 to i32
  %v966 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v964, i32 %v965, i32 %v881)
  %v967 = bitcast i32 %v966 to float
  %v968 = add i64 %v798, 515
  %v969 = add i64 %v798, 515
  %v970 = icmp ult i64 %v969, %v799
  %v971 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v968
  %v972 = ptrtoint float addrspace(1)* %v971 to i64
  %v973 = zext i1 %v970 to i32
  %v974 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v972, i32 %v973, i32 %v881)
  %v975 = bitcast i32 %v974 to float
  %v976 = add i64 %v798, 768
  %v977 = add i64 %v798, 768
  %v978 = icmp ult i64 %v977, %v799
  %v979 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v976
  %v980 = ptrtoint float addrspace(1)* %v979 to i64
  %v981 = zext i1 %v978 to i32
  %v982 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v980, i32 %v981, i32 %v881)
  %v983 = bitcast i32 %v982 to float
  %v984 = add i64 %v798, 769
  %v985 = add i64 %v798, 769
  %v986 = icmp ult i64 %v985, %v799
  %v987 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v984
  %v988 = ptrtoint float addrspace(1)* %v987 to i64
  %v989 = zext i1 %v986 to i32
  %v990 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v988, i32 %v989, i32 %v881)
  %v991 = bitcast i32 %v990 to float
  %v992 = add i64 %v798, 770
  %v993 = add i64 %v798, 770
  %v994 = icmp ult i64 %v993, %v799
  %v995 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v992
  %v996 = ptrtoint float addrspace(1)* %v995 to i64
  %v997 = zext i1 %v994 to i32
  %v998 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v996, i32 %v997, i32 %v881)
  %v999 = bitcast i32 %v998 to float
  %v1000 = add i64 %v798, 771
  %v1001 = add i64 %v798, 771
  %v1002 = icmp ult i64 %v1001, %v799
  %v1003 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1000
  %v1004 = ptrtoint float addrspace(1)* %v1003 to i64
  %v1005 = zext i1 %v1002 to i32
  %v1006 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1004, i32 %v1005, i32 %v881)
  %v1007 = bitcast i32 %v1006 to float
  br label %ld_done12
ld_done12:
  %v1008 = phi float [ %v805, %ld_full10 ], [ %v887, %ld_edge11 ]
  %v1009 = phi float [ %v810, %ld_full10 ], [ %v895, %ld_edge11 ]
  %v1010 = phi float [ %v815, %ld_full10 ], [ %v903, %ld_edge11 ]
  %v1011 = phi float [ %v820, %ld_full10 ], [ %v911, %ld_edge11 ]
  %v1012 = phi float [ %v825, %ld_full10 ], [ %v919, %ld_edge11 ]
  %v1013 = phi float [ %v830, %ld_full10 ], [ %v927, %ld_edge11 ]
  %v1014 = phi float [ %v835, %ld_full10 ], [ %v935, %ld_edge11 ]
  %v1015 = phi float [ %v840, %ld_full10 ], [ %v943, %ld_edge11 ]
  %v1016 = phi float [ %v845, %ld_full10 ], [ %v951, %ld_edge11 ]
  %v1017 = phi float [ %v850, %ld_full10 ], [ %v959, %ld_edge11 ]
  %v1018 = phi float [ %v855, %ld_full10 ], [ %v967, %ld_edge11 ]
  %v1019 = phi float [ %v860, %ld_full10 ], [ %v975, %ld_edge11 ]
  %v1020 = phi float [ %v865, %ld_full10 ], [ %v983, %ld_edge11 ]
  %v1021 = phi float [ %v870, %ld_full10 ], [ %v991, %ld_edge11 ]
  %v1022 = phi float [ %v875, %ld_full10 ], [ %v999, %ld_edge11 ]
  %v1023 = phi float [ %v880, %ld_full10 ], [ %v1007, %ld_edge11 ]
  %v1024 = fmul float %v759, %v1008
  %v1025 = fmul float %v760, %v1009
  %v1026 = fmul float %v761, %v1010
  %v1027 = fmul float %v762, %v1011
  %v1028 = fmul float %v763, %v1012
  %v1029 = fmul float %v764, %v1013
  %v1030 = fmul float %v765, %v1014
  %v1031 = fmul float %v766, %v1015
  %v1032 = fmul float %v767, %v1016
  %v1033 = fmul float %v768, %v1017
  %v1034 = fmul float %v769, %v1018
  %v1035 = fmul float %v770, %v1019
  %v1036 = fmul float %v771, %v1020
  %v1037 = fmul float %v772, %v1021
  %v1038 = fmul float %v773, %v1022
  %v1039 = fmul float %v774, %v1023
  %v1040 = and i32 %v2, 1
  %v1041 = shl i32 %v1040, 2
  %v1042 = lshr i32 %v2, 1
  %v1043 = and i32 %v1042, 1
  %v1044 = shl i32 %v1043, 3
  %v1045 = or i32 %v1041, %v1044
  %v1046 = lshr i32 %v2, 2
  %v1047 = and i32 %v1046, 1
  %v1048 = shl i32 %v1047, 4
  %v1049 = or i32 %v1045, %v1048
  %v1050 = lshr i32 %v2, 3
  %v1051 = and i32 %v1050, 1
  %v1052 = shl i32 %v1051, 5
  %v1053 = or i32 %v1049, %v1052
  %v1054 = lshr i32 %v2, 4
  %v1055 = and i32 %v1054, 1
  %v1056 = shl i32 %v1055, 6
  %v1057 = or i32 %v1053, %v1056
  %v1058 = lshr i32 %v3, 2
  %v1059 = and i32 %v1058, 1
  %v1060 = shl i32 %v1059, 7
  %v1061 = or i32 %v1057, %v1060
  %v1062 = and i32 %v1061, 1023
  %v1063 = zext i32 %v1062 to i64
  %v1064 = zext i32 %p9 to i64
  %v1065 = icmp sle i64 1024, %v1064
  %v1066 = icmp sge i64 0, 0
  %v1067 = and i1 %v1065, %v1066
  br i1 %v1067, label %ld_full13, label %ld_edge14
ld_full13:
  %v1068 = icmp ult i64 %v1063, %v1064
  %v1069 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1063
  %v1070 = load float, float addrspace(1)* %v1069, align 4
  %v1071 = add i64 %v1063, 1
  %v1072 = add i64 %v1063, 1
  %v1073 = icmp ult i64 %v1072, %v1064
  %v1074 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1071
  %v1075 = load float, float addrspace(1)* %v1074, align 4
  %v1076 = add i64 %v1063, 2
  %v1077 = add i64 %v1063, 2
  %v1078 = icmp ult i64 %v1077, %v1064
  %v1079 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1076
  %v1080 = load float, float addrspace(1)* %v1079, align 4
  %v1081 = add i64 %v1063, 3
  %v1082 = add i64 %v1063, 3
  %v1083 = icmp ult i64 %v1082, %v1064
  %v1084 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1081
  %v1085 = load float, float addrspace(1)* %v1084, align 4
  %v1086 = add i64 %v1063, 256
  %v1087 = add i64 %v1063, 256
  %v1088 = icmp ult i64 %v1087, %v1064
  %v1089 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1086
  %v1090 = load float, float addrspace(1)* %v1089, align 4
  %v1091 = add i64 %v1063, 257
  %v1092 = add i64 %v1063, 257
  %v1093 = icmp ult i64 %v1092, %v1064
  %v1094 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1091
  %v1095 = load float, float addrspace(1)* %v1094, align 4
  %v1096 = add i64 %v1063, 258
  %v1097 = add i64 %v1063, 258
  %v1098 = icmp ult i64 %v1097, %v1064
  %v1099 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1096
  %v1100 = load float, float addrspace(1)* %v1099, align 4
  %v1101 = add i64 %v1063, 259
  %v1102 = add i64 %v1063, 259
  %v1103 = icmp ult i64 %v1102, %v1064
  %v1104 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1101
  %v1105 = load float, float addrspace(1)* %v1104, align 4
  %v1106 = add i64 %v1063, 512
  %v1107 = add i64 %v1063, 512
  %v1108 = icmp ult i64 %v1107, %v1064
  %v1109 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1106
  %v1110 = load float, float addrspace(1)* %v1109, align 4
  %v1111 = add i64 %v1063, 513
  %v1112 = add i64 %v1063, 513
  %v1113 = icmp ult i64 %v1112, %v1064
  %v1114 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1111
  %v1115 = load float, float addrspace(1)* %v1114, align 4
  %v1116 = add i64 %v1063, 514
  %v1117 = add i64 %v1063, 514
  %v1118 = icmp ult i64 %v1117, %v1064
  %v1119 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1116
  %v1120 = load float, float addrspace(1)* %v1119, align 4
  %v1121 = add i64 %v1063, 515
  %v1122 = add i64 %v1063, 515
  %v1123 = icmp ult i64 %v1122, %v1064
  %v1124 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1121
  %v1125 = load float, float addrspace(1)* %v1124, align 4
  %v1126 = add i64 %v1063, 768
  %v1127 = add i64 %v1063, 768
  %v1128 = icmp ult i64 %v1127, %v1064
  %v1129 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1126
  %v1130 = load float, float addrspace(1)* %v1129, align 4
  %v1131 = add i64 %v1063, 769
  %v1132 = add i64 %v1063, 769
  %v1133 = icmp ult i64 %v1132, %v1064
  %v1134 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1131
  %v1135 = load float, float addrspace(1)* %v1134, align 4
  %v1136 = add i64 %v1063, 770
  %v1137 = add i64 %v1063, 770
  %v1138 = icmp ult i64 %v1137, %v1064
  %v1139 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1136
  %v1140 = load float, float addrspace(1)* %v1139, align 4
  %v1141 = add i64 %v1063, 771
  %v1142 = add i64 %v1063, 771
  %v1143 = icmp ult i64 %v1142, %v1064
  %v1144 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1141
  %v1145 = load float, float addrspace(1)* %v1144, align 4
  br label %ld_done15
ld_edge14:
  %v1146 = bitcast float 0x0000000000000000 to i32
  %v1147 = icmp ult i64 %v1063, %v1064
  %v1148 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1063
  %v1149 = ptrtoint float addrspace(1)* %v1148 to i64
  %v1150 = zext i1 %v1147 to i32
  %v1151 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1149, i32 %v1150, i32 %v1146)
  %v1152 = bitcast i32 %v1151 to float
  %v1153 = add i64 %v1063, 1
  %v1154 = add i64 %v1063, 1
  %v1155 = icmp ult i64 %v1154, %v1064
  %v1156 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1153
  %v1157 = ptrtoint float addrspace(1)* %v1156 to i64
  %v1158 = zext i1 %v1155 to i32
  %v1159 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1157, i32 %v1158, i32 %v1146)
  %v1160 = bitcast i32 %v1159 to float
  %v1161 = add i64 %v1063, 2
  %v1162 = add i64 %v1063, 2
  %v1163 = icmp ult i64 %v1162, %v1064
  %v1164 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1161
  %v1165 = ptrtoint float addrspace(1)* %v1164 to i64
  %v1166 = zext i1 %v1163 to i32
  %v1167 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1165, i32 %v1166, i32 %v1146)
  %v1168 = bitcast i32 %v1167 to float
  %v1169 = add i64 %v1063, 3
  %v1170 = add i64 %v1063, 3
  %v1171 = icmp ult i64 %v1170, %v1064
  %v1172 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1169
  %v1173 = ptrtoint float addrspace(1)* %v1172 to i64
  %v1174 = zext i1 %v1171 to i32
  %v1175 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1173, i32 %v1174, i32 %v1146)
  %v1176 = bitcast i32 %v1175 to float
  %v1177 = add i64 %v1063, 256
  %v1178 = add i64 %v1063, 256
  %v1179 = icmp ult i64 %v1178, %v1064
  %v1180 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1177
  %v1181 = ptrtoint float addrspace(1)* %v1180 to i64
  %v1182 = zext i1 %v1179 to i32
  %v1183 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1181, i32 %v1182, i32 %v1146)
  %v1184 = bitcast i32 %v1183 to float
  %v1185 = add i64 %v1063, 257
  %v1186 = add i64 %v1063, 257
  %v1187 = icmp ult i64 %v1186, %v1064
  %v1188 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1185
  %v1189 = ptrtoint float addrspace(1)* %v1188 to i64
  %v1190 = zext i1 %v1187 to i32
  %v1191 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1189, i32 %v1190, i32 %v1146)
  %v1192 = bitcast i32 %v1191 to float
  %v1193 = add i64 %v1063, 258
  %v1194 = add i64 %v1063, 258
  %v1195 = icmp ult i64 %v1194, %v1064
  %v1196 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1193
  %v1197 = ptrtoint float addrspace(1)* %v1196 to i64
  %v1198 = zext i1 %v1195 to i32
  %v1199 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1197, i32 %v1198, i32 %v1146)
  %v1200 = bitcast i32 %v1199 to float
  %v1201 = add i64 %v1063, 259
  %v1202 = add i64 %v1063, 259
  %v1203 = icmp ult i64 %v1202, %v1064
  %v1204 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1201
  %v1205 = ptrtoint float addrspace(1)* %v1204 to i64
  %v1206 = zext i1 %v1203 to i32
  %v1207 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1205, i32 %v1206, i32 %v1146)
  %v1208 = bitcast i32 %v1207 to float
  %v1209 = add i64 %v1063, 512
  %v1210 = add i64 %v1063, 512
  %v1211 = icmp ult i64 %v1210, %v1064
  %v1212 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1209
  %v1213 = ptrtoint float addrspace(1)* %v1212 to i64
  %v1214 = zext i1 %v1211 to i32
  %v1215 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1213, i32 %v1214, i32 %v1146)
  %v1216 = bitcast i32 %v1215 to float
  %v1217 = add i64 %v1063, 513
  %v1218 = add i64 %v1063, 513
  %v1219 = icmp ult i64 %v1218, %v1064
  %v1220 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1217
  %v1221 = ptrtoint float addrspace(1)* %v1220 to i64
  %v1222 = zext i1 %v1219 to i32
  %v1223 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1221, i32 %v1222, i32 %v1146)
  %v1224 = bitcast i32 %v1223 to float
  %v1225 = add i64 %v1063, 514
  %v1226 = add i64 %v1063, 514
  %v1227 = icmp ult i64 %v1226, %v1064
  %v1228 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1225
  %v1229 = ptrtoint float addrspace(1)* %v1228 to i64
  %v1230 = zext i1 %v1227 to i32
  %v1231 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1229, i32 %v1230, i32 %v1146)
  %v1232 = bitcast i32 %v1231 to float
  %v1233 = add i64 %v1063, 515
  %v1234 = add i64 %v1063, 515
  %v1235 = icmp ult i64 %v1234, %v1064
  %v1236 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1233
  %v1237 = ptrtoint float addrspace(1)* %v1236 to i64
  %v1238 = zext i1 %v1235 to i32
  %v1239 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1237, i32 %v1238, i32 %v1146)
  %v1240 = bitcast i32 %v1239 to float
  %v1241 = add i64 %v1063, 768
  %v1242 = add i64 %v1063, 768
  %v1243 = icmp ult i64 %v1242, %v1064
  %v1244 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1241
  %v1245 = ptrtoint float addrspace(1)* %v1244 to i64
  %v1246 = zext i1 %v1243 to i32
  %v1247 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1245, i32 %v1246, i32 %v1146)
  %v1248 = bitcast i32 %v1247 to float
  %v1249 = add i64 %v1063, 769
  %v1250 = add i64 %v1063, 769
  %v1251 = icmp ult i64 %v1250, %v1064
  %v1252 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1249
  %v1253 = ptrtoint float addrspace(1)* %v1252 to i64
  %v1254 = zext i1 %v1251 to i32
  %v1255 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1253, i32 %v1254, i32 %v1146)
  %v1256 = bitcast i32 %v1255 to float
  %v1257 = add i64 %v1063, 770
  %v1258 = add i64 %v1063, 770
  %v1259 = icmp ult i64 %v1258, %v1064
  %v1260 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1257
  %v1261 = ptrtoint float addrspace(1)* %v1260 to i64
  %v1262 = zext i1 %v1259 to i32
  %v1263 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1261, i32 %v1262, i32 %v1146)
  %v1264 = bitcast i32 %v1263 to float
  %v1265 = add i64 %v1063, 771
  %v1266 = add i64 %v1063, 771
  %v1267 = icmp ult i64 %v1266, %v1064
  %v1268 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1265
  %v1269 = ptrtoint float addrspace(1)* %v1268 to i64
  %v1270 = zext i1 %v1267 to i32
  %v1271 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1269, i32 %v1270, i32 %v1146)
  %v1272 = bitcast i32 %v1271 to float
  br label %ld_done15
ld_done15:
  %v1273 = phi float [ %v1070, %ld_full13 ], [ %v1152, %ld_edge14 ]
  %v1274 = phi float [ %v1075, %ld_full13 ], [ %v1160, %ld_edge14 ]
  %v1275 = phi float [ %v1080, %ld_full13 ], [ %v1168, %ld_edge14 ]
  %v1276 = phi float [ %v1085, %ld_full13 ], [ %v1176, %ld_edge14 ]
  %v1277 = phi float [ %v1090, %ld_full13 ], [ %v1184, %ld_edge14 ]
  %v1278 = phi float [ %v1095, %ld_full13 ], [ %v1192, %ld_edge14 ]
  %v1279 = phi float [ %v1100, %ld_full13 ], [ %v1200, %ld_edge14 ]
  %v1280 = phi float [ %v1105, %ld_full13 ], [ %v1208, %ld_edge14 ]
  %v1281 = phi float [ %v1110, %ld_full13 ], [ %v1216, %ld_edge14 ]
  %v1282 = phi float [ %v1115, %ld_full13 ], [ %v1224, %ld_edge14 ]
  %v1283 = phi float [ %v1120, %ld_full13 ], [ %v1232, %ld_edge14 ]
  %v1284 = phi float [ %v1125, %ld_full13 ], [ %v1240, %ld_edge14 ]
  %v1285 = phi float [ %v1130, %ld_full13 ], [ %v1248, %ld_edge14 ]
  %v1286 = phi float [ %v1135, %ld_full13 ], [ %v1256, %ld_edge14 ]
  %v1287 = phi float [ %v1140, %ld_full13 ], [ %v1264, %ld_edge14 ]
  %v1288 = phi float [ %v1145, %ld_full13 ], [ %v1272, %ld_edge14 ]
  %v1289 = fadd float %v1024, %v1273
  %v1290 = fadd float %v1025, %v1274
  %v1291 = fadd float %v1026, %v1275
  %v1292 = fadd float %v1027, %v1276
  %v1293 = fadd float %v1028, %v1277
  %v1294 = fadd float %v1029, %v1278
  %v1295 = fadd float %v1030, %v1279
  %v1296 = fadd float %v1031, %v1280
  %v1297 = fadd float %v1032, %v1281
  %v1298 = fadd float %v1033, %v1282
  %v1299 = fadd float %v1034, %v1283
  %v1300 = fadd float %v1035, %v1284
  %v1301 = fadd float %v1036, %v1285
  %v1302 = fadd float %v1037, %v1286
  %v1303 = fadd float %v1038, %v1287
  %v1304 = fadd float %v1039, %v1288
  %v1305 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v1306 = and i32 %v2, 1
  %v1307 = shl i32 %v1306, 2
  %v1308 = lshr i32 %v2, 1
  %v1309 = and i32 %v1308, 1
  %v1310 = shl i32 %v1309, 3
  %v1311 = or i32 %v1307, %v1310
  %v1312 = lshr i32 %v2, 2
  %v1313 = and i32 %v1312, 1
  %v1314 = shl i32 %v1313, 4
  %v1315 = or i32 %v1311, %v1314
  %v1316 = lshr i32 %v2, 3
  %v1317 = and i32 %v1316, 1
  %v1318 = shl i32 %v1317, 5
  %v1319 = or i32 %v1315, %v1318
  %v1320 = lshr i32 %v2, 4
  %v1321 = and i32 %v1320, 1
  %v1322 = shl i32 %v1321, 6
  %v1323 = or i32 %v1319, %v1322
  %v1324 = and i32 %v3, 1
  %v1325 = shl i32 %v1324, 10
  %v1326 = or i32 %v1323, %v1325
  %v1327 = lshr i32 %v3, 1
  %v1328 = and i32 %v1327, 1
  %v1329 = shl i32 %v1328, 11
  %v1330 = or i32 %v1326, %v1329
  %v1331 = lshr i32 %v3, 2
  %v1332 = and i32 %v1331, 1
  %v1333 = shl i32 %v1332, 7
  %v1334 = or i32 %v1330, %v1333
  %v1335 = lshr i32 %v1334, 10
  %v1336 = and i32 %v1335, 3
  %v1337 = and i32 %v1334, 1023
  %v1338 = sext i32 %v1305 to i64
  %v1339 = mul i64 %v1338, 4
  %v1340 = zext i32 %v1336 to i64
  %v1341 = add i64 %v1339, %v1340
  %v1342 = sext i32 %p14 to i64
  %v1343 = zext i32 %p12 to i64
  %v1344 = mul i64 %v1341, %v1342
  %v1345 = add i64 %v1339, 4
  %v1346 = icmp sle i64 %v1345, %v1343
  %v1347 = icmp sge i64 %v1338, 0
  %v1348 = and i1 %v1346, %v1347
  %v1349 = zext i32 %v1337 to i64
  %v1350 = zext i32 %p13 to i64
  %v1351 = add i64 %v1344, %v1349
  %v1352 = icmp sle i64 1024, %v1350
  %v1353 = icmp sge i64 0, 0
  %v1354 = and i1 %v1352, %v1353
  %v1355 = and i1 %v1348, %v1354
  br i1 %v1355, label %st_full16, label %st_edge17
st_full16:
  %v1356 = icmp ult i64 %v1341, %v1343
  %v1357 = icmp ult i64 %v1349, %v1350
  %v1358 = and i1 %v1356, %v1357
  %v1359 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1351
  store float %v1289, float addrspace(1)* %v1359, align 4
  %v1360 = icmp ult i64 %v1341, %v1343
  %v1361 = add i64 %v1351, 1
  %v1362 = add i64 %v1349, 1
  %v1363 = icmp ult i64 %v1362, %v1350
  %v1364 = and i1 %v1360, %v1363
  %v1365 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1361
  store float %v1290, float addrspace(1)* %v1365, align 4
  %v1366 = icmp ult i64 %v1341, %v1343
  %v1367 = add i64 %v1351, 2
  %v1368 = add i64 %v1349, 2
  %v1369 = icmp ult i64 %v1368, %v1350
  %v1370 = and i1 %v1366, %v1369
  %v1371 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1367
  store float %v1291, float addrspace(1)* %v1371, align 4
  %v1372 = icmp ult i64 %v1341, %v1343
  %v1373 = add i64 %v1351, 3
  %v1374 = add i64 %v1349, 3
  %v1375 = icmp ult i64 %v1374, %v1350
  %v1376 = and i1 %v1372, %v1375
  %v1377 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1373
  store float %v1292, float addrspace(1)* %v1377, align 4
  %v1378 = icmp ult i64 %v1341, %v1343
  %v1379 = add i64 %v1351, 256
  %v1380 = add i64 %v1349, 256
  %v1381 = icmp ult i64 %v1380, %v1350
  %v1382 = and i1 %v1378, %v1381
  %v1383 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1379
  store float %v1293, float addrspace(1)* %v1383, align 4
  %v1384 = icmp ult i64 %v1341, %v1343
  %v1385 = add i64 %v1351, 257
  %v1386 = add i64 %v1349, 257
  %v1387 = icmp ult i64 %v1386, %v1350
  %v1388 = and i1 %v1384, %v1387
  %v1389 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1385
  store float %v1294, float addrspace(1)* %v1389, align 4
  %v1390 = icmp ult i64 %v1341, %v1343
  %v1391 = add i64 %v1351, 258
  %v1392 = add i64 %v1349, 258
  %v1393 = icmp ult i64 %v1392, %v1350
  %v1394 = and i1 %v1390, %v1393
  %v1395 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1391
  store float %v1295, float addrspace(1)* %v1395, align 4
  %v1396 = icmp ult i64 %v1341, %v1343
  %v1397 = add i64 %v1351, 259
  %v1398 = add i64 %v1349, 259
  %v1399 = icmp ult i64 %v1398, %v1350
  %v1400 = and i1 %v1396, %v1399
  %v1401 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1397
  store float %v1296, float addrspace(1)* %v1401, align 4
  %v1402 = icmp ult i64 %v1341, %v1343
  %v1403 = add i64 %v1351, 512
  %v1404 = add i64 %v1349, 512
  %v1405 = icmp ult i64 %v1404, %v1350
  %v1406 = and i1 %v1402, %v1405
  %v1407 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1403
  store float %v1297, float addrspace(1)* %v1407, align 4
  %v1408 = icmp ult i64 %v1341, %v1343
  %v1409 = add i64 %v1351, 513
  %v1410 = add i64 %v1349, 513
  %v1411 = icmp ult i64 %v1410, %v1350
  %v1412 = and i1 %v1408, %v1411
  %v1413 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1409
  store float %v1298, float addrspace(1)* %v1413, align 4
  %v1414 = icmp ult i64 %v1341, %v1343
  %v1415 = add i64 %v1351, 514
  %v1416 = add i64 %v1349, 514
  %v1417 = icmp ult i64 %v1416, %v1350
  %v1418 = and i1 %v1414, %v1417
  %v1419 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1415
  store float %v1299, float addrspace(1)* %v1419, align 4
  %v1420 = icmp ult i64 %v1341, %v1343
  %v1421 = add i64 %v1351, 515
  %v1422 = add i64 %v1349, 515
  %v1423 = icmp ult i64 %v1422, %v1350
  %v1424 = and i1 %v1420, %v1423
  %v1425 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1421
  store float %v1300, float addrspace(1)* %v1425, align 4
  %v1426 = icmp ult i64 %v1341, %v1343
  %v1427 = add i64 %v1351, 768
  %v1428 = add i64 %v1349, 768
  %v1429 = icmp ult i64 %v1428, %v1350
  %v1430 = and i1 %v1426, %v1429
  %v1431 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1427
  store float %v1301, float addrspace(1)* %v1431, align 4
  %v1432 = icmp ult i64 %v1341, %v1343
  %v1433 = add i64 %v1351, 769
  %v1434 = add i64 %v1349, 769
  %v1435 = icmp ult i64 %v1434, %v1350
  %v1436 = and i1 %v1432, %v1435
  %v1437 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1433
  store float %v1302, float addrspace(1)* %v1437, align 4
  %v1438 = icmp ult i64 %v1341, %v1343
  %v1439 = add i64 %v1351, 770
  %v1440 = add i64 %v1349, 770
  %v1441 = icmp ult i64 %v1440, %v1350
  %v1442 = and i1 %v1438, %v1441
  %v1443 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1439
  store float %v1303, float addrspace(1)* %v1443, align 4
  %v1444 = icmp ult i64 %v1341, %v1343
  %v1445 = add i64 %v1351, 771
  %v1446 = add i64 %v1349, 771
  %v1447 = icmp ult i64 %v1446, %v1350
  %v1448 = and i1 %v1444, %v1447
  %v1449 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1445
  store float %v1304, float addrspace(1)* %v1449, align 4
  br label %st_done18
st_edge17:
  %v1450 = icmp ult i64 %v1341, %v1343
  %v1451 = icmp ult i64 %v1349, %v1350
  %v1452 = and i1 %v1450, %v1451
  %v1453 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1351
  br i1 %v1452, label %st19, label %join20
st_done18:
  ret void
st19:
  store float %v1289, float addrspace(1)* %v1453, align 4
  br label %join20
join20:
  %v1454 = icmp ult i64 %v1341, %v1343
  %v1455 = add i64 %v1351, 1
  %v1456 = add i64 %v1349, 1
  %v1457 = icmp ult i64 %v1456, %v1350
  %v1458 = and i1 %v1454, %v1457
  %v1459 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1455
  br i1 %v1458, label %st21, label %join22
st21:
  store float %v1290, float addrspace(1)* %v1459, align 4
  br label %join22
join22:
  %v1460 = icmp ult i64 %v1341, %v1343
  %v1461 = add i64 %v1351, 2
  %v1462 = add i64 %v1349, 2
  %v1463 = icmp ult i64 %v1462, %v1350
  %v1464 = and i1 %v1460, %v1463
  %v1465 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1461
  br i1 %v1464, label %st23, label %join24
st23:
  store float %v1291, float addrspace(1)* %v1465, align 4
  br label %join24
join24:
  %v1466 = icmp ult i64 %v1341, %v1343
  %v1467 = add i64 %v1351, 3
  %v1468 = add i64 %v1349, 3
  %v1469 = icmp ult i64 %v1468, %v1350
  %v1470 = and i1 %v1466, %v1469
  %v1471 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1467
  br i1 %v1470, label %st25, label %join26
st25:
  store float %v1292, float addrspace(1)* %v1471, align 4
  br label %join26
join26:
  %v1472 = icmp ult i64 %v1341, %v1343
  %v1473 = add i64 %v1351, 256
  %v1474 = add i64 %v1349, 256
  %v1475 = icmp ult i64 %v1474, %v1350
  %v1476 = and i1 %v1472, %v1475
  %v1477 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1473
  br i1 %v1476, label %st27, label %join28
st27:
  store float %v1293, float addrspace(1)* %v1477, align 4
  br label %join28
join28:
  %v1478 = icmp ult i64 %v1341, %v1343
  %v1479 = add i64 %v1351, 257
  %v1480 = add i64 %v1349, 257
  %v1481 = icmp ult i64 %v1480, %v1350
  %v1482 = and i1 %v1478, %v1481
  %v1483 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1479
  br i1 %v1482, label %st29, label %join30
st29:
  store float %v1294, float addrspace(1)* %v1483, align 4
  br label %join30
join30:
  %v1484 = icmp ult i64 %v1341, %v1343
  %v1485 = add i64 %v1351, 258
  %v1486 = add i64 %v1349, 258
  %v1487 = icmp ult i64 %v1486, %v1350
  %v1488 = and i1 %v1484, %v1487
  %v1489 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1485
  br i1 %v1488, label %st31, label %join32
st31:
  store float %v1295, float addrspace(1)* %v1489, align 4
  br label %join32
join32:
  %v1490 = icmp ult i64 %v1341, %v1343
  %v1491 = add i64 %v1351, 259
  %v1492 = add i64 %v1349, 259
  %v1493 = icmp ult i64 %v1492, %v1350
  %v1494 = and i1 %v1490, %v1493
  %v1495 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1491
  br i1 %v1494, label %st33, label %join34
st33:
  store float %v1296, float addrspace(1)* %v1495, align 4
  br label %join34
join34:
  %v1496 = icmp ult i64 %v1341, %v1343
  %v1497 = add i64 %v1351, 512
  %v1498 = add i64 %v1349, 512
  %v1499 = icmp ult i64 %v1498, %v1350
  %v1500 = and i1 %v1496, %v1499
  %v1501 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1497
  br i1 %v1500, label %st35, label %join36
st35:
  store float %v1297, float addrspace(1)* %v1501, align 4
  br label %join36
join36:
  %v1502 = icmp ult i64 %v1341, %v1343
  %v1503 = add i64 %v1351, 513
  %v1504 = add i64 %v1349, 513
  %v1505 = icmp ult i64 %v1504, %v1350
  %v1506 = and i1 %v1502, %v1505
  %v1507 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1503
  br i1 %v1506, label %st37, label %join38
st37:
  store float %v1298, float addrspace(1)* %v1507, align 4
  br label %join38
join38:
  %v1508 = icmp ult i64 %v1341, %v1343
  %v1509 = add i64 %v1351, 514
  %v1510 = add i64 %v1349, 514
  %v1511 = icmp ult i64 %v1510, %v1350
  %v1512 = and i1 %v1508, %v1511
  %v1513 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1509
  br i1 %v1512, label %st39, label %join40
st39:
  store float %v1299, float addrspace(1)* %v1513, align 4
  br label %join40
join40:
  %v1514 = icmp ult i64 %v1341, %v1343
  %v1515 = add i64 %v1351, 515
  %v1516 = add i64 %v1349, 515
  %v1517 = icmp ult i64 %v1516, %v1350
  %v1518 = and i1 %v1514, %v1517
  %v1519 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1515
  br i1 %v1518, label %st41, label %join42
st41:
  store float %v1300, float addrspace(1)* %v1519, align 4
  br label %join42
join42:
  %v1520 = icmp ult i64 %v1341, %v1343
  %v1521 = add i64 %v1351, 768
  %v1522 = add i64 %v1349, 768
  %v1523 = icmp ult i64 %v1522, %v1350
  %v1524 = and i1 %v1520, %v1523
  %v1525 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1521
  br i1 %v1524, label %st43, label %join44
st43:
  store float %v1301, float addrspace(1)* %v1525, align 4
  br label %join44
join44:
  %v1526 = icmp ult i64 %v1341, %v1343
  %v1527 = add i64 %v1351, 769
  %v1528 = add i64 %v1349, 769
  %v1529 = icmp ult i64 %v1528, %v1350
  %v1530 = and i1 %v1526, %v1529
  %v1531 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1527
  br i1 %v1530, label %st45, label %join46
st45:
  store float %v1302, float addrspace(1)* %v1531, align 4
  br label %join46
join46:
  %v1532 = icmp ult i64 %v1341, %v1343
  %v1533 = add i64 %v1351, 770
  %v1534 = add i64 %v1349, 770
  %v1535 = icmp ult i64 %v1534, %v1350
  %v1536 = and i1 %v1532, %v1535
  %v1537 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1533
  br i1 %v1536, label %st47, label %join48
st47:
  store float %v1303, float addrspace(1)* %v1537, align 4
  br label %join48
join48:
  %v1538 = icmp ult i64 %v1341, %v1343
  %v1539 = add i64 %v1351, 771
  %v1540 = add i64 %v1349, 771
  %v1541 = icmp ult i64 %v1540, %v1350
  %v1542 = and i1 %v1538, %v1541
  %v1543 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1539
  br i1 %v1542, label %st49, label %join50
st49:
  store float %v1304, float addrspace(1)* %v1543, align 4
  br label %join50
join50:
  br label %st_done18
}

declare float @__nv_rsqrtf(float)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !1, !2}
!0 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @layernorm, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @layernorm, !"maxntidx", i32 256}
!2 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @layernorm, !"minctasm", i32 4}
!nvvmir.version = !{!3}
!3 = !{i32 2, i32 0}

; kernel layernorm_looped [eps=1e-5, BM=8, BN=256, OCC=4, TMA=1, STATIC=0, W=0]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external addrspace(3) global [0 x i8], align 16

define void @layernorm_looped(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, float addrspace(1)* noalias readonly %p5, i32 %p6, i32 %p7, float addrspace(1)* noalias readonly %p8, i32 %p9, i32 %p10, float addrspace(1)* noalias %p11, i32 %p12, i32 %p13, i32 %p14, i32 %p15) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = icmp eq i32 256, 0
  %v6 = select i1 %v5, i32 1, i32 256
  %v7 = icmp eq i32 256, -1
  %v8 = select i1 %v7, i32 1, i32 %v6
  %v9 = sdiv i32 %p2, %v8
  %v10 = sub i32 0, %v9
  %v11 = select i1 %v7, i32 %v10, i32 %v9
  %v12 = srem i32 %p2, %v8
  %v13 = select i1 %v7, i32 0, i32 %v12
  %v14 = icmp ne i32 %v13, 0
  %v15 = xor i32 %v13, 256
  %v16 = icmp sge i32 %v15, 0
  %v17 = and i1 %v14, %v16
  %v18 = add i32 %v11, 1
  %v19 = select i1 %v17, i32 %v18, i32 %v11
  %v20 = select i1 %v5, i32 0, i32 %v19
  %v21 = sext i32 %v20 to i64
  br label %for1
for1:
  %v22 = phi float [ 0x0000000000000000, %entry0 ], [ %v651, %ld_done6 ]
  %v23 = phi float [ 0x0000000000000000, %entry0 ], [ %v794, %ld_done6 ]
  %v24 = phi i64 [ 0, %entry0 ], [ %v795, %ld_done6 ]
  %v25 = icmp slt i64 %v24, %v21
  %v26 = icmp sgt i64 %v24, %v21
  %v27 = icmp sgt i64 1, 0
  %v28 = select i1 %v27, i1 %v25, i1 %v26
  br i1 %v28, label %body2, label %endfor3
body2:
  %v29 = trunc i64 %v24 to i32
  %v30 = and i32 %v2, 1
  %v31 = shl i32 %v30, 2
  %v32 = lshr i32 %v2, 1
  %v33 = and i32 %v32, 1
  %v34 = shl i32 %v33, 3
  %v35 = or i32 %v31, %v34
  %v36 = lshr i32 %v2, 2
  %v37 = and i32 %v36, 1
  %v38 = shl i32 %v37, 4
  %v39 = or i32 %v35, %v38
  %v40 = lshr i32 %v2, 3
  %v41 = and i32 %v40, 1
  %v42 = shl i32 %v41, 5
  %v43 = or i32 %v39, %v42
  %v44 = lshr i32 %v2, 4
  %v45 = and i32 %v44, 1
  %v46 = shl i32 %v45, 6
  %v47 = or i32 %v43, %v46
  %v48 = and i32 %v3, 1
  %v49 = shl i32 %v48, 8
  %v50 = or i32 %v47, %v49
  %v51 = lshr i32 %v3, 1
  %v52 = and i32 %v51, 1
  %v53 = shl i32 %v52, 9
  %v54 = or i32 %v50, %v53
  %v55 = lshr i32 %v54, 8
  %v56 = and i32 %v55, 7
  %v57 = and i32 %v54, 255
  %v58 = sext i32 %v4 to i64
  %v59 = mul i64 %v58, 8
  %v60 = zext i32 %v56 to i64
  %v61 = add i64 %v59, %v60
  %v62 = sext i32 %p3 to i64
  %v63 = zext i32 %p1 to i64
  %v64 = mul i64 %v61, %v62
  %v65 = add i64 %v59, 8
  %v66 = icmp sle i64 %v65, %v63
  %v67 = icmp sge i64 %v58, 0
  %v68 = and i1 %v66, %v67
  %v69 = sext i32 %v29 to i64
  %v70 = mul i64 %v69, 256
  %v71 = zext i32 %v57 to i64
  %v72 = add i64 %v70, %v71
  %v73 = zext i32 %p2 to i64
  %v74 = add i64 %v64, %v72
  %v75 = add i64 %v70, 256
  %v76 = icmp sle i64 %v75, %v73
  %v77 = icmp sge i64 %v69, 0
  %v78 = and i1 %v76, %v77
  %v79 = and i1 %v68, %v78
  br i1 %v79, label %ld_full4, label %ld_edge5
endfor3:
  %v796 = sitofp i32 %p2 to float
  %v797 = fdiv float %v23, %v796
  %v798 = fadd float %v797, 0x3EE4F8B580000000
  %v799 = call float @__nv_rsqrtf(float %v798)
  %v800 = sext i32 %v20 to i64
  br label %for7
ld_full4:
  %v80 = icmp ult i64 %v61, %v63
  %v81 = icmp ult i64 %v72, %v73
  %v82 = and i1 %v80, %v81
  %v83 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v74
  %v84 = load float, float addrspace(1)* %v83, align 4
  %v85 = icmp ult i64 %v61, %v63
  %v86 = add i64 %v74, 1
  %v87 = add i64 %v72, 1
  %v88 = icmp ult i64 %v87, %v73
  %v89 = and i1 %v85, %v88
  %v90 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v86
  %v91 = load float, float addrspace(1)* %v90, align 4
  %v92 = icmp ult i64 %v61, %v63
  %v93 = add i64 %v74, 2
  %v94 = add i64 %v72, 2
  %v95 = icmp ult i64 %v94, %v73
  %v96 = and i1 %v92, %v95
  %v97 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v93
  %v98 = load float, float addrspace(1)* %v97, align 4
  %v99 = icmp ult i64 %v61, %v63
  %v100 = add i64 %v74, 3
  %v101 = add i64 %v72, 3
  %v102 = icmp ult i64 %v101, %v73
  %v103 = and i1 %v99, %v102
  %v104 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v100
  %v105 = load float, float addrspace(1)* %v104, align 4
  %v106 = icmp ult i64 %v61, %v63
  %v107 = add i64 %v74, 128
  %v108 = add i64 %v72, 128
  %v109 = icmp ult i64 %v108, %v73
  %v110 = and i1 %v106, %v109
  %v111 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v107
  %v112 = load float, float addrspace(1)* %v111, align 4
  %v113 = icmp ult i64 %v61, %v63
  %v114 = add i64 %v74, 129
  %v115 = add i64 %v72, 129
  %v116 = icmp ult i64 %v115, %v73
  %v117 = and i1 %v113, %v116
  %v118 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v114
  %v119 = load float, float addrspace(1)* %v118, align 4
  %v120 = icmp ult i64 %v61, %v63
  %v121 = add i64 %v74, 130
  %v122 = add i64 %v72, 130
  %v123 = icmp ult i64 %v122, %v73
  %v124 = and i1 %v120, %v123
  %v125 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v121
  %v126 = load float, float addrspace(1)* %v125, align 4
  %v127 = icmp ult i64 %v61, %v63
  %v128 = add i64 %v74, 131
  %v129 = add i64 %v72, 131
  %v130 = icmp ult i64 %v129, %v73
  %v131 = and i1 %v127, %v130
  %v132 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v128
  %v133 = load float, float addrspace(1)* %v132, align 4
  %v134 = mul i64 4, %v62
  %v135 = add i64 %v74, %v134
  %v136 = add i64 %v61, 4
  %v137 = icmp ult i64 %v136, %v63
  %v138 = icmp ult i64 %v72, %v73
  %v139 = and i1 %v137, %v138
  %v140 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v135
  %v141 = load float, float addrspace(1)* %v140, align 4
  %v142 = mul i64 4, %v62
  %v143 = add i64 %v74, %v142
  %v144 = add i64 %v61, 4
  %v145 = icmp ult i64 %v144, %v63
  %v146 = add i64 %v143, 1
  %v147 = add i64 %v72, 1
  %v148 = icmp ult i64 %v147, %v73
  %v149 = and i1 %v145, %v148
  %v150 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v146
  %v151 = load float, float addrspace(1)* %v150, align 4
  %v152 = mul i64 4, %v62
  %v153 = add i64 %v74, %v152
  %v154 = add i64 %v61, 4
  %v155 = icmp ult i64 %v154, %v63
  %v156 = add i64 %v153, 2
  %v157 = add i64 %v72, 2
  %v158 = icmp ult i64 %v157, %v73
  %v159 = and i1 %v155, %v158
  %v160 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v156
  %v161 = load float, float addrspace(1)* %v160, align 4
  %v162 = mul i64 4, %v62
  %v163 = add i64 %v74, %v162
  %v164 = add i64 %v61, 4
  %v165 = icmp ult i64 %v164, %v63
  %v166 = add i64 %v163, 3
  %v167 = add i64 %v72, 3
  %v168 = icmp ult i64 %v167, %v73
  %v169 = and i1 %v165, %v168
  %v170 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v166
  %v171 = load float, float addrspace(1)* %v170, align 4
  %v172 = mul i64 4, %v62
  %v173 = add i64 %v74, %v172
  %v174 = add i64 %v61, 4
  %v175 = icmp ult i64 %v174, %v63
  %v176 = add i64 %v173, 128
  %v177 = add i64 %v72, 128
  %v178 = icmp ult i64 %v177, %v73
  %v179 = and i1 %v175, %v178
  %v180 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v176
  %v181 = load float, float addrspace(1)* %v180, align 4
  %v182 = mul i64 4, %v62
  %v183 = add i64 %v74, %v182
  %v184 = add i64 %v61, 4
  %v185 = icmp ult i64 %v184, %v63
  %v186 = add i64 %v183, 129
  %v187 = add i64 %v72, 129
  %v188 = icmp ult i64 %v187, %v73
  %v189 = and i1 %v185, %v188
  %v190 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v186
  %v191 = load float, float addrspace(1)* %v190, align 4
  %v192 = mul i64 4, %v62
  %v193 = add i64 %v74, %v192
  %v194 = add i64 %v61, 4
  %v195 = icmp ult i64 %v194, %v63
  %v196 = add i64 %v193, 130
  %v197 = add i64 %v72, 130
  %v198 = icmp ult i64 %v197, %v73
  %v199 = and i1 %v195, %v198
  %v200 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v196
  %v201 = load float, float addrspace(1)* %v200, align 4
  %v202 = mul i64 4, %v62
  %v203 = add i64 %v74, %v202
  %v204 = add i64 %v61, 4
  %v205 = icmp ult i64 %v204, %v63
  %v206 = add i64 %v203, 131
  %v207 = add i64 %v72, 131
  %v208 = icmp ult i64 %v207, %v73
  %v209 = and i1 %v205, %v208
  %v210 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v206
  %v211 = load float, float addrspace(1)* %v210, align 4
  br label %ld_done6
ld_edge5:
  %v212 = bitcast float 0x0000000000000000 to i32
  %v213 = icmp ult i64 %v61, %v63
  %v214 = icmp ult i64 %v72, %v73
  %v215 = and i1 %v213, %v214
  %v216 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v74
  %v217 = ptrtoint float addrspace(1)* %v216 to i64
  %v218 = zext i1 %v215 to i32
  %v219 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v217, i32 %v218, i32 %v212)
  %v220 = bitcast i32 %v219 to float
  %v221 = icmp ult i64 %v61, %v63
  %v222 = add i64 %v74, 1
  %v223 = add i64 %v72, 1
  %v224 = icmp ult i64 %v223, %v73
  %v225 = and i1 %v221, %v224
  %v226 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v222
  %v227 = ptrtoint float addrspace(1)* %v226 to i64
  %v228 = zext i1 %v225 to i32
  %v229 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v227, i32 %v228, i32 %v212)
  %v230 = bitcast i32 %v229 to float
  %v231 = icmp ult i64 %v61, %v63
  %v232 = add i64 %v74, 2
  %v233 = add i64 %v72, 2
  %v234 = icmp ult i64 %v233, %v73
  %v235 = and i1 %v231, %v234
  %v236 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v232
  %v237 = ptrtoint float addrspace(1)* %v236 to i64
  %v238 = zext i1 %v235 to i32
  %v239 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v237, i32 %v238, i32 %v212)
  %v240 = bitcast i32 %v239 to float
  %v241 = icmp ult i64 %v61, %v63
  %v242 = add i64 %v74, 3
  %v243 = add i64 %v72, 3
  %v244 = icmp ult i64 %v243, %v73
  %v245 = and i1 %v241, %v244
  %v246 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v242
  %v247 = ptrtoint float addrspace(1)* %v246 to i64
  %v248 = zext i1 %v245 to i32
  %v249 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v247, i32 %v248, i32 %v212)
  %v250 = bitcast i32 %v249 to float
  %v251 = icmp ult i64 %v61, %v63
  %v252 = add i64 %v74, 128
  %v253 = add i64 %v72, 128
  %v254 = icmp ult i64 %v253, %v73
  %v255 = and i1 %v251, %v254
  %v256 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v252
  %v257 = ptrtoint float addrspace(1)* %v256 to i64
  %v258 = zext i1 %v255 to i32
  %v259 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v257, i32 %v258, i32 %v212)
  %v260 = bitcast i32 %v259 to float
  %v261 = icmp ult i64 %v61, %v63
  %v262 = add i64 %v74, 129
  %v263 = add i64 %v72, 129
  %v264 = icmp ult i64 %v263, %v73
  %v265 = and i1 %v261, %v264
  %v266 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v262
  %v267 = ptrtoint float addrspace(1)* %v266 to i64
  %v268 = zext i1 %v265 to i32
  %v269 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v267, i32 %v268, i32 %v212)
  %v270 = bitcast i32 %v269 to float
  %v271 = icmp ult i64 %v61, %v63
  %v272 = add i64 %v74, 130
  %v273 = add i64 %v72, 130
  %v274 = icmp ult i64 %v273, %v73
  %v275 = and i1 %v271, %v274
  %v276 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v272
  %v277 = ptrtoint float addrspace(1)* %v276 to i64
  %v278 = zext i1 %v275 to i32
  %v279 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v277, i32 %v278, i32 %v212)
  %v280 = bitcast i32 %v279 to float
  %v281 = icmp ult i64 %v61, %v63
  %v282 = add i64 %v74, 131
  %v283 = add i64 %v72, 131
  %v284 = icmp ult i64 %v283, %v73
  %v285 = and i1 %v281, %v284
  %v286 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v282
  %v287 = ptrtoint float addrspace(1)* %v286 to i64
  %v288 = zext i1 %v285 to i32
  %v289 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v287, i32 %v288, i32 %v212)
  %v290 = bitcast i32 %v289 to float
  %v291 = mul i64 4, %v62
  %v292 = add i64 %v74, %v291
  %v293 = add i64 %v61, 4
  %v294 = icmp ult i64 %v293, %v63
  %v295 = icmp ult i64 %v72, %v73
  %v296 = and i1 %v294, %v295
  %v297 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v292
  %v298 = ptrtoint float addrspace(1)* %v297 to i64
  %v299 = zext i1 %v296 to i32
  %v300 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v298, i32 %v299, i32 %v212)
  %v301 = bitcast i32 %v300 to float
  %v302 = mul i64 4, %v62
  %v303 = add i64 %v74, %v302
  %v304 = add i64 %v61, 4
  %v305 = icmp ult i64 %v304, %v63
  %v306 = add i64 %v303, 1
  %v307 = add i64 %v72, 1
  %v308 = icmp ult i64 %v307, %v73
  %v309 = and i1 %v305, %v308
  %v310 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v306
  %v311 = ptrtoint float addrspace(1)* %v310 to i64
  %v312 = zext i1 %v309 to i32
  %v313 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v311, i32 %v312, i32 %v212)
  %v314 = bitcast i32 %v313 to float
  %v315 = mul i64 4, %v62
  %v316 = add i64 %v74, %v315
  %v317 = add i64 %v61, 4
  %v318 = icmp ult i64 %v317, %v63
  %v319 = add i64 %v316, 2
  %v320 = add i64 %v72, 2
  %v321 = icmp ult i64 %v320, %v73
  %v322 = and i1 %v318, %v321
  %v323 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v319
  %v324 = ptrtoint float addrspace(1)* %v323 to i64
  %v325 = zext i1 %v322 to i32
  %v326 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v324, i32 %v325, i32 %v212)
  %v327 = bitcast i32 %v326 to float
  %v328 = mul i64 4, %v62
  %v329 = add i64 %v74, %v328
  %v330 = add i64 %v61, 4
  %v331 = icmp ult i64 %v330, %v63
  %v332 = add i64 %v329, 3
  %v333 = add i64 %v72, 3
  %v334 = icmp ult i64 %v333, %v73
  %v335 = and i1 %v331, %v334
  %v336 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v332
  %v337 = ptrtoint float addrspace(1)* %v336 to i64
  %v338 = zext i1 %v335 to i32
  %v339 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v337, i32 %v338, i32 %v212)
  %v340 = bitcast i32 %v339 to float
  %v341 = mul i64 4, %v62
  %v342 = add i64 %v74, %v341
  %v343 = add i64 %v61, 4
  %v344 = icmp ult i64 %v343, %v63
  %v345 = add i64 %v342, 128
  %v346 = add i64 %v72, 128
  %v347 = icmp ult i64 %v346, %v73
  %v348 = and i1 %v344, %v347
  %v349 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v345
  %v350 = ptrtoint float addrspace(1)* %v349 to i64
  %v351 = zext i1 %v348 to i32
  %v352 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v350, i32 %v351, i32 %v212)
  %v353 = bitcast i32 %v352 to float
  %v354 = mul i64 4, %v62
  %v355 = add i64 %v74, %v354
  %v356 = add i64 %v61, 4
  %v357 = icmp ult i64 %v356, %v63
  %v358 = add i64 %v355, 129
  %v359 = add i64 %v72, 129
  %v360 = icmp ult i64 %v359, %v73
  %v361 = and i1 %v357, %v360
  %v362 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v358
  %v363 = ptrtoint float addrspace(1)* %v362 to i64
  %v364 = zext i1 %v361 to i32
  %v365 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v363, i32 %v364, i32 %v212)
  %v366 = bitcast i32 %v365 to float
  %v367 = mul i64 4, %v62
  %v368 = add i64 %v74, %v367
  %v369 = add i64 %v61, 4
  %v370 = icmp ult i64 %v369, %v63
  %v371 = add i64 %v368, 130
  %v372 = add i64 %v72, 130
  %v373 = icmp ult i64 %v372, %v73
  %v374 = and i1 %v370, %v373
  %v375 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v371
  %v376 = ptrtoint float addrspace(1)* %v375 to i64
  %v377 = zext i1 %v374 to i32
  %v378 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v376, i32 %v377, i32 %v212)
  %v379 = bitcast i32 %v378 to float
  %v380 = mul i64 4, %v62
  %v381 = add i64 %v74, %v380
  %v382 = add i64 %v61, 4
  %v383 = icmp ult i64 %v382, %v63
  %v384 = add i64 %v381, 131
  %v385 = add i64 %v72, 131
  %v386 = icmp ult i64 %v385, %v73
  %v387 = and i1 %v383, %v386
  %v388 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v384
  %v389 = ptrtoint float addrspace(1)* %v388 to i64
  %v390 = zext i1 %v387 to i32
  %v391 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v389, i32 %v390, i32 %v212)
  %v392 = bitcast i32 %v391 to float
  br label %ld_done6
ld_done6:
  %v393 = phi float [ %v84, %ld_full4 ], [ %v220, %ld_edge5 ]
  %v394 = phi float [ %v91, %ld_full4 ], [ %v230, %ld_edge5 ]
  %v395 = phi float [ %v98, %ld_full4 ], [ %v240, %ld_edge5 ]
  %v396 = phi float [ %v105, %ld_full4 ], [ %v250, %ld_edge5 ]
  %v397 = phi float [ %v112, %ld_full4 ], [ %v260, %ld_edge5 ]
  %v398 = phi float [ %v119, %ld_full4 ], [ %v270, %ld_edge5 ]
  %v399 = phi float [ %v126, %ld_full4 ], [ %v280, %ld_edge5 ]
  %v400 = phi float [ %v133, %ld_full4 ], [ %v290, %ld_edge5 ]
  %v401 = phi float [ %v141, %ld_full4 ], [ %v301, %ld_edge5 ]
  %v402 = phi float [ %v151, %ld_full4 ], [ %v314, %ld_edge5 ]
  %v403 = phi float [ %v161, %ld_full4 ], [ %v327, %ld_edge5 ]
  %v404 = phi float [ %v171, %ld_full4 ], [ %v340, %ld_edge5 ]
  %v405 = phi float [ %v181, %ld_full4 ], [ %v353, %ld_edge5 ]
  %v406 = phi float [ %v191, %ld_full4 ], [ %v366, %ld_edge5 ]
  %v407 = phi float [ %v201, %ld_full4 ], [ %v379, %ld_edge5 ]
  %v408 = phi float [ %v211, %ld_full4 ], [ %v392, %ld_edge5 ]
  %v409 = mul i32 %v29, 256
  %v410 = sitofp i32 %v409 to float
  %v411 = fmul float %v410, 0x3FF0000000000000
  %v412 = mul i32 %v29, 256
  %v413 = sub i32 %p2, %v412
  %v414 = icmp slt i32 %v413, 256
  %v415 = select i1 %v414, i32 %v413, i32 256
  %v416 = sitofp i32 %v415 to float
  %v417 = fmul float %v416, 0x3FF0000000000000
  %v418 = fadd float %v393, %v394
  %v419 = fadd float %v401, %v402
  %v420 = fadd float %v418, %v395
  %v421 = fadd float %v419, %v403
  %v422 = fadd float %v420, %v396
  %v423 = fadd float %v421, %v404
  %v424 = fadd float %v422, %v397
  %v425 = fadd float %v423, %v405
  %v426 = fadd float %v424, %v398
  %v427 = fadd float %v425, %v406
  %v428 = fadd float %v426, %v399
  %v429 = fadd float %v427, %v407
  %v430 = fadd float %v428, %v400
  %v431 = fadd float %v429, %v408
  %v432 = bitcast float %v430 to i32
  %v433 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v432, i32 1, i32 31)
  %v434 = bitcast i32 %v433 to float
  %v435 = fadd float %v430, %v434
  %v436 = bitcast float %v431 to i32
  %v437 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v436, i32 1, i32 31)
  %v438 = bitcast i32 %v437 to float
  %v439 = fadd float %v431, %v438
  %v440 = bitcast float %v435 to i32
  %v441 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v440, i32 2, i32 31)
  %v442 = bitcast i32 %v441 to float
  %v443 = fadd float %v435, %v442
  %v444 = bitcast float %v439 to i32
  %v445 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v444, i32 2, i32 31)
  %v446 = bitcast i32 %v445 to float
  %v447 = fadd float %v439, %v446
  %v448 = bitcast float %v443 to i32
  %v449 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v448, i32 4, i32 31)
  %v450 = bitcast i32 %v449 to float
  %v451 = fadd float %v443, %v450
  %v452 = bitcast float %v447 to i32
  %v453 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v452, i32 4, i32 31)
  %v454 = bitcast i32 %v453 to float
  %v455 = fadd float %v447, %v454
  %v456 = bitcast float %v451 to i32
  %v457 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v456, i32 8, i32 31)
  %v458 = bitcast i32 %v457 to float
  %v459 = fadd float %v451, %v458
  %v460 = bitcast float %v455 to i32
  %v461 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v460, i32 8, i32 31)
  %v462 = bitcast i32 %v461 to float
  %v463 = fadd float %v455, %v462
  %v464 = bitcast float %v459 to i32
  %v465 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v464, i32 16, i32 31)
  %v466 = bitcast i32 %v465 to float
  %v467 = fadd float %v459, %v466
  %v468 = bitcast float %v463 to i32
  %v469 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v468, i32 16, i32 31)
  %v470 = bitcast i32 %v469 to float
  %v471 = fadd float %v463, %v470
  %v472 = fdiv float %v467, %v417
  %v473 = fdiv float %v471, %v417
  %v474 = mul i32 %v29, 256
  %v475 = and i32 %v2, 1
  %v476 = shl i32 %v475, 2
  %v477 = lshr i32 %v2, 1
  %v478 = and i32 %v477, 1
  %v479 = shl i32 %v478, 3
  %v480 = or i32 %v476, %v479
  %v481 = lshr i32 %v2, 2
  %v482 = and i32 %v481, 1
  %v483 = shl i32 %v482, 4
  %v484 = or i32 %v480, %v483
  %v485 = lshr i32 %v2, 3
  %v486 = and i32 %v485, 1
  %v487 = shl i32 %v486, 5
  %v488 = or i32 %v484, %v487
  %v489 = lshr i32 %v2, 4
  %v490 = and i32 %v489, 1
  %v491 = shl i32 %v490, 6
  %v492 = or i32 %v488, %v491
  %v493 = and i32 %v3, 1
  %v494 = shl i32 %v493, 7
  %v495 = or i32 %v492, %v494
  %v496 = or i32 %v495, 1
  %v497 = or i32 %v495, 2
  %v498 = or i32 %v495, 3
  %v499 = add i32 %v474, %v495
  %v500 = add i32 %v474, %v496
  %v501 = add i32 %v474, %v497
  %v502 = add i32 %v474, %v498
  %v503 = icmp slt i32 %v499, %p2
  %v504 = icmp slt i32 %v500, %p2
  %v505 = icmp slt i32 %v501, %p2
  %v506 = icmp slt i32 %v502, %p2
  %v507 = fsub float %v393, %v472
  %v508 = fsub float %v394, %v472
  %v509 = fsub float %v395, %v472
  %v510 = fsub float %v396, %v472
  %v511 = fsub float %v397, %v472
  %v512 = fsub float %v398, %v472
  %v513 = fsub float %v399, %v472
  %v514 = fsub float %v400, %v472
  %v515 = fsub float %v401, %v473
  %v516 = fsub float %v402, %v473
  %v517 = fsub float %v403, %v473
  %v518 = fsub float %v404, %v473
  %v519 = fsub float %v405, %v473
  %v520 = fsub float %v406, %v473
  %v521 = fsub float %v407, %v473
  %v522 = fsub float %v408, %v473
  %v523 = and i32 %v2, 1
  %v524 = shl i32 %v523, 2
  %v525 = lshr i32 %v2, 1
  %v526 = and i32 %v525, 1
  %v527 = shl i32 %v526, 3
  %v528 = or i32 %v524, %v527
  %v529 = lshr i32 %v2, 2
  %v530 = and i32 %v529, 1
  %v531 = shl i32 %v530, 4
  %v532 = or i32 %v528, %v531
  %v533 = lshr i32 %v2, 3
  %v534 = and i32 %v533, 1
  %v535 = shl i32 %v534, 5
  %v536 = or i32 %v532, %v535
  %v537 = lshr i32 %v2, 4
  %v538 = and i32 %v537, 1
  %v539 = shl i32 %v538, 6
  %v540 = or i32 %v536, %v539
  %v541 = or i32 %v540, 1
  %v542 = or i32 %v540, 2
  %v543 = or i32 %v540, 3
  %v544 = or i32 %v540, 128
  %v545 = or i32 %v540, 129
  %v546 = or i32 %v540, 130
  %v547 = or i32 %v540, 131
  %v548 = add i32 %v474, %v540
  %v549 = add i32 %v474, %v541
  %v550 = add i32 %v474, %v542
  %v551 = add i32 %v474, %v543
  %v552 = add i32 %v474, %v544
  %v553 = add i32 %v474, %v545
  %v554 = add i32 %v474, %v546
  %v555 = add i32 %v474, %v547
  %v556 = icmp slt i32 %v548, %p2
  %v557 = icmp slt i32 %v549, %p2
  %v558 = icmp slt i32 %v550, %p2
  %v559 = icmp slt i32 %v551, %p2
  %v560 = icmp slt i32 %v552, %p2
  %v561 = icmp slt i32 %v553, %p2
  %v562 = icmp slt i32 %v554, %p2
  %v563 = icmp slt i32 %v555, %p2
  %v564 = select i1 %v556, float %v507, float 0x0000000000000000
  %v565 = select i1 %v557, float %v508, float 0x0000000000000000
  %v566 = select i1 %v558, float %v509, float 0x0000000000000000
  %v567 = select i1 %v559, float %v510, float 0x0000000000000000
  %v568 = select i1 %v560, float %v511, float 0x0000000000000000
  %v569 = select i1 %v561, float %v512, float 0x0000000000000000
  %v570 = select i1 %v562, float %v513, float 0x0000000000000000
  %v571 = select i1 %v563, float %v514, float 0x0000000000000000
  %v572 = select i1 %v556, float %v515, float 0x0000000000000000
  %v573 = select i1 %v557, float %v516, float 0x0000000000000000
  %v574 = select i1 %v558, float %v517, float 0x0000000000000000
  %v575 = select i1 %v559, float %v518, float 0x0000000000000000
  %v576 = select i1 %v560, float %v519, float 0x0000000000000000
  %v577 = select i1 %v561, float %v520, float 0x0000000000000000
  %v578 = select i1 %v562, float %v521, float 0x0000000000000000
  %v579 = select i1 %v563, float %v522, float 0x0000000000000000
  call void @llvm.nvvm.barrier0()
  %v580 = and i32 %v2, 1
  %v581 = lshr i32 %v2, 1
  %v582 = and i32 %v581, 1
  %v583 = shl i32 %v582, 1
  %v584 = or i32 %v580, %v583
  %v585 = lshr i32 %v2, 2
  %v586 = and i32 %v585, 1
  %v587 = shl i32 %v586, 2
  %v588 = or i32 %v584, %v587
  %v589 = shl i32 %v588, 2
  %v590 = lshr i32 %v589, 7
  %v591 = and i32 %v590, 7
  %v592 = shl i32 %v591, 4
  %v593 = xor i32 %v589, %v592
  %v594 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v593
  %v595 = bitcast i8 addrspace(3)* %v594 to float addrspace(3)*
  store float %v22, float addrspace(3)* %v595, align 4
  call void @llvm.nvvm.barrier0()
  %v596 = and i32 %v3, 1
  %v597 = lshr i32 %v3, 1
  %v598 = and i32 %v597, 1
  %v599 = shl i32 %v598, 1
  %v600 = or i32 %v596, %v599
  %v601 = shl i32 %v600, 2
  %v602 = lshr i32 %v601, 7
  %v603 = and i32 %v602, 7
  %v604 = shl i32 %v603, 4
  %v605 = xor i32 %v601, %v604
  %v606 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v605
  %v607 = bitcast i8 addrspace(3)* %v606 to float addrspace(3)*
  %v608 = load float, float addrspace(3)* %v607, align 4
  %v609 = xor i32 %v605, 16
  %v610 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v609
  %v611 = bitcast i8 addrspace(3)* %v610 to float addrspace(3)*
  %v612 = load float, float addrspace(3)* %v611, align 4
  %v613 = fsub float %v472, %v608
  %v614 = fsub float %v473, %v612
  %v615 = fadd float %v411, %v417
  %v616 = fdiv float %v417, %v615
  %v617 = fmul float %v613, %v616
  %v618 = fmul float %v614, %v616
  call void @llvm.nvvm.barrier0()
  %v619 = and i32 %v3, 1
  %v620 = lshr i32 %v3, 1
  %v621 = and i32 %v620, 1
  %v622 = shl i32 %v621, 1
  %v623 = or i32 %v619, %v622
  %v624 = shl i32 %v623, 2
  %v625 = lshr i32 %v624, 7
  %v626 = and i32 %v625, 7
  %v627 = shl i32 %v626, 4
  %v628 = xor i32 %v624, %v627
  %v629 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v628
  %v630 = bitcast i8 addrspace(3)* %v629 to float addrspace(3)*
  store float %v617, float addrspace(3)* %v630, align 4
  %v631 = xor i32 %v628, 16
  %v632 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v631
  %v633 = bitcast i8 addrspace(3)* %v632 to float addrspace(3)*
  store float %v618, float addrspace(3)* %v633, align 4
  call void @llvm.nvvm.barrier0()
  %v634 = and i32 %v2, 1
  %v635 = lshr i32 %v2, 1
  %v636 = and i32 %v635, 1
  %v637 = shl i32 %v636, 1
  %v638 = or i32 %v634, %v637
  %v639 = lshr i32 %v2, 2
  %v640 = and i32 %v639, 1
  %v641 = shl i32 %v640, 2
  %v642 = or i32 %v638, %v641
  %v643 = shl i32 %v642, 2
  %v644 = lshr i32 %v643, 7
  %v645 = and i32 %v644, 7
  %v646 = shl i32 %v645, 4
  %v647 = xor i32 %v643, %v646
  %v648 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v647
  %v649 = bitcast i8 addrspace(3)* %v648 to float addrspace(3)*
  %v650 = load float, float addrspace(3)* %v649, align 4
  %v651 = fadd float %v22, %v650
  %v652 = fmul float %v564, %v564
  %v653 = fmul float %v565, %v565
  %v654 = fmul float %v566, %v566
  %v655 = fmul float %v567, %v567
  %v656 = fmul float %v568, %v568
  %v657 = fmul float %v569, %v569
  %v658 = fmul float %v570, %v570
  %v659 = fmul float %v571, %v571
  %v660 = fmul float %v572, %v572
  %v661 = fmul float %v573, %v573
  %v662 = fmul float %v574, %v574
  %v663 = fmul float %v575, %v575
  %v664 = fmul float %v576, %v576
  %v665 = fmul float %v577, %v577
  %v666 = fmul float %v578, %v578
  %v667 = fmul float %v579, %v579
  %v668 = fadd float %v652, %v653
  %v669 = fadd float %v660, %v661
  %v670 = fadd float %v668, %v654
  %v671 = fadd float %v669, %v662
  %v672 = fadd float %v670, %v655
  %v673 = fadd float %v671, %v663
  %v674 = fadd float %v672, %v656
  %v675 = fadd float %v673, %v664
  %v676 = fadd float %v674, %v657
  %v677 = fadd float %v675, %v665
  %v678 = fadd float %v676, %v658
  %v679 = fadd float %v677, %v666
  %v680 = fadd float %v678, %v659
  %v681 = fadd float %v679, %v667
  %v682 = bitcast float %v680 to i32
  %v683 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v682, i32 1, i32 31)
  %v684 = bitcast i32 %v683 to float
  %v685 = fadd float %v680, %v684
  %v686 = bitcast float %v681 to i32
  %v687 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v686, i32 1, i32 31)
  %v688 = bitcast i32 %v687 to float
  %v689 = fadd float %v681, %v688
  %v690 = bitcast float %v685 to i32
  %v691 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v690, i32 2, i32 31)
  %v692 = bitcast i32 %v691 to float
  %v693 = fadd float %v685, %v692
  %v694 = bitcast float %v689 to i32
  %v695 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v694, i32 2, i32 31)
  %v696 = bitcast i32 %v695 to float
  %v697 = fadd float %v689, %v696
  %v698 = bitcast float %v693 to i32
  %v699 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v698, i32 4, i32 31)
  %v700 = bitcast i32 %v699 to float
  %v701 = fadd float %v693, %v700
  %v702 = bitcast float %v697 to i32
  %v703 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v702, i32 4, i32 31)
  %v704 = bitcast i32 %v703 to float
  %v705 = fadd float %v697, %v704
  %v706 = bitcast float %v701 to i32
  %v707 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v706, i32 8, i32 31)
  %v708 = bitcast i32 %v707 to float
  %v709 = fadd float %v701, %v708
  %v710 = bitcast float %v705 to i32
  %v711 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v710, i32 8, i32 31)
  %v712 = bitcast i32 %v711 to float
  %v713 = fadd float %v705, %v712
  %v714 = bitcast float %v709 to i32
  %v715 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v714, i32 16, i32 31)
  %v716 = bitcast i32 %v715 to float
  %v717 = fadd float %v709, %v716
  %v718 = bitcast float %v713 to i32
  %v719 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v718, i32 16, i32 31)
  %v720 = bitcast i32 %v719 to float
  %v721 = fadd float %v713, %v720
  call void @llvm.nvvm.barrier0()
  %v722 = and i32 %v3, 1
  %v723 = lshr i32 %v3, 1
  %v724 = and i32 %v723, 1
  %v725 = shl i32 %v724, 1
  %v726 = or i32 %v722, %v725
  %v727 = shl i32 %v726, 2
  %v728 = lshr i32 %v727, 7
  %v729 = and i32 %v728, 7
  %v730 = shl i32 %v729, 4
  %v731 = xor i32 %v727, %v730
  %v732 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v731
  %v733 = bitcast i8 addrspace(3)* %v732 to float addrspace(3)*
  store float %v717, float addrspace(3)* %v733, align 4
  %v734 = xor i32 %v731, 16
  %v735 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v734
  %v736 = bitcast i8 addrspace(3)* %v735 to float addrspace(3)*
  store float %v721, float addrspace(3)* %v736, align 4
  call void @llvm.nvvm.barrier0()
  %v737 = and i32 %v2, 1
  %v738 = lshr i32 %v2, 1
  %v739 = and i32 %v738, 1
  %v740 = shl i32 %v739, 1
  %v741 = or i32 %v737, %v740
  %v742 = lshr i32 %v2, 2
  %v743 = and i32 %v742, 1
  %v744 = shl i32 %v743, 2
  %v745 = or i32 %v741, %v744
  %v746 = shl i32 %v745, 2
  %v747 = lshr i32 %v746, 7
  %v748 = and i32 %v747, 7
  %v749 = shl i32 %v748, 4
  %v750 = xor i32 %v746, %v749
  %v751 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v750
  %v752 = bitcast i8 addrspace(3)* %v751 to float addrspace(3)*
  %v753 = load float, float addrspace(3)* %v752, align 4
  %v754 = fadd float %v23, %v753
  %v755 = fmul float %v613, %v613
  %v756 = fmul float %v614, %v614
  %v757 = fmul float %v411, %v417
  %v758 = fadd float %v411, %v417
  %v759 = fdiv float %v757, %v758
  %v760 = fmul float %v755, %v759
  %v761 = fmul float %v756, %v759
  call void @llvm.nvvm.barrier0()
  %v762 = and i32 %v3, 1
  %v763 = lshr i32 %v3, 1
  %v764 = and i32 %v763, 1
  %v765 = shl i32 %v764, 1
  %v766 = or i32 %v762, %v765
  %v767 = shl i32 %v766, 2
  %v768 = lshr i32 %v767, 7
  %v769 = and i32 %v768, 7
  %v770 = shl i32 %v769, 4
  %v771 = xor i32 %v767, %v770
  %v772 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v771
  %v773 = bitcast i8 addrspace(3)* %v772 to float addrspace(3)*
  store float %v760, float addrspace(3)* %v773, align 4
  %v774 = xor i32 %v771, 16
  %v775 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v774
  %v776 = bitcast i8 addrspace(3)* %v775 to float addrspace(3)*
  store float %v761, float addrspace(3)* %v776, align 4
  call void @llvm.nvvm.barrier0()
  %v777 = and i32 %v2, 1
  %v778 = lshr i32 %v2, 1
  %v779 = and i32 %v778, 1
  %v780 = shl i32 %v779, 1
  %v781 = or i32 %v777, %v780
  %v782 = lshr i32 %v2, 2
  %v783 = and i32 %v782, 1
  %v784 = shl i32 %v783, 2
  %v785 = or i32 %v781, %v784
  %v786 = shl i32 %v785, 2
  %v787 = lshr i32 %v786, 7
  %v788 = and i32 %v787, 7
  %v789 = shl i32 %v788, 4
  %v790 = xor i32 %v786, %v789
  %v791 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v790
  %v792 = bitcast i8 addrspace(3)* %v791 to float addrspace(3)*
  %v793 = load float, float addrspace(3)* %v792, align 4
  %v794 = fadd float %v754, %v793
  %v795 = add i64 %v24, 1
  br label %for1
for7:
  %v801 = phi i64 [ 0, %endfor3 ], [ %v2164, %st_done27 ]
  %v802 = icmp slt i64 %v801, %v800
  %v803 = icmp sgt i64 %v801, %v800
  %v804 = icmp sgt i64 1, 0
  %v805 = select i1 %v804, i1 %v802, i1 %v803
  br i1 %v805, label %body8, label %endfor9
body8:
  %v806 = trunc i64 %v801 to i32
  %v807 = and i32 %v2, 1
  %v808 = shl i32 %v807, 2
  %v809 = lshr i32 %v2, 1
  %v810 = and i32 %v809, 1
  %v811 = shl i32 %v810, 3
  %v812 = or i32 %v808, %v811
  %v813 = lshr i32 %v2, 2
  %v814 = and i32 %v813, 1
  %v815 = shl i32 %v814, 4
  %v816 = or i32 %v812, %v815
  %v817 = lshr i32 %v2, 3
  %v818 = and i32 %v817, 1
  %v819 = shl i32 %v818, 5
  %v820 = or i32 %v816, %v819
  %v821 = lshr i32 %v2, 4
  %v822 = and i32 %v821, 1
  %v823 = shl i32 %v822, 6
  %v824 = or i32 %v820, %v823
  %v825 = and i32 %v3, 1
  %v826 = shl i32 %v825, 8
  %v827 = or i32 %v824, %v826
  %v828 = lshr i32 %v3, 1
  %v829 = and i32 %v828, 1
  %v830 = shl i32 %v829, 9
  %v831 = or i32 %v827, %v830
  %v832 = lshr i32 %v831, 8
  %v833 = and i32 %v832, 7
  %v834 = and i32 %v831, 255
  %v835 = sext i32 %v4 to i64
  %v836 = mul i64 %v835, 8
  %v837 = zext i32 %v833 to i64
  %v838 = add i64 %v836, %v837
  %v839 = sext i32 %p3 to i64
  %v840 = zext i32 %p1 to i64
  %v841 = mul i64 %v838, %v839
  %v842 = add i64 %v836, 8
  %v843 = icmp sle i64 %v842, %v840
  %v844 = icmp sge i64 %v835, 0
  %v845 = and i1 %v843, %v844
  %v846 = sext i32 %v806 to i64
  %v847 = mul i64 %v846, 256
  %v848 = zext i32 %v834 to i64
  %v849 = add i64 %v847, %v848
  %v850 = zext i32 %p2 to i64
  %v851 = add i64 %v841, %v849
  %v852 = add i64 %v847, 256
  %v853 = icmp sle i64 %v852, %v850
  %v854 = icmp sge i64 %v846, 0
  %v855 = and i1 %v853, %v854
  %v856 = and i1 %v845, %v855
  br i1 %v856, label %ld_full10, label %ld_edge11
endfor9:
  ret void
ld_full10:
  %v857 = icmp ult i64 %v838, %v840
  %v858 = icmp ult i64 %v849, %v850
  %v859 = and i1 %v857, %v858
  %v860 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v851
  %v861 = load float, float addrspace(1)* %v860, align 4
  %v862 = icmp ult i64 %v838, %v840
  %v863 = add i64 %v851, 1
  %v864 = add i64 %v849, 1
  %v865 = icmp ult i64 %v864, %v850
  %v866 = and i1 %v862, %v865
  %v867 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v863
  %v868 = load float, float addrspace(1)* %v867, align 4
  %v869 = icmp ult i64 %v838, %v840
  %v870 = add i64 %v851, 2
  %v871 = add i64 %v849, 2
  %v872 = icmp ult i64 %v871, %v850
  %v873 = and i1 %v869, %v872
  %v874 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v870
  %v875 = load float, float addrspace(1)* %v874, align 4
  %v876 = icmp ult i64 %v838, %v840
  %v877 = add i64 %v851, 3
  %v878 = add i64 %v849, 3
  %v879 = icmp ult i64 %v878, %v850
  %v880 = and i1 %v876, %v879
  %v881 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v877
  %v882 = load float, float addrspace(1)* %v881, align 4
  %v883 = icmp ult i64 %v838, %v840
  %v884 = add i64 %v851, 128
  %v885 = add i64 %v849, 128
  %v886 = icmp ult i64 %v885, %v850
  %v887 = and i1 %v883, %v886
  %v888 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v884
  %v889 = load float, float addrspace(1)* %v888, align 4
  %v890 = icmp ult i64 %v838, %v840
  %v891 = add i64 %v851, 129
  %v892 = add i64 %v849, 129
  %v893 = icmp ult i64 %v892, %v850
  %v894 = and i1 %v890, %v893
  %v895 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v891
  %v896 = load float, float addrspace(1)* %v895, align 4
  %v897 = icmp ult i64 %v838, %v840
  %v898 = add i64 %v851, 130
  %v899 = add i64 %v849, 130
  %v900 = icmp ult i64 %v899, %v850
  %v901 = and i1 %v897, %v900
  %v902 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v898
  %v903 = load float, float addrspace(1)* %v902, align 4
  %v904 = icmp ult i64 %v838, %v840
  %v905 = add i64 %v851, 131
  %v906 = add i64 %v849, 131
  %v907 = icmp ult i64 %v906, %v850
  %v908 = and i1 %v904, %v907
  %v909 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v905
  %v910 = load float, float addrspace(1)* %v909, align 4
  %v911 = mul i64 4, %v839
  %v912 = add i64 %v851, %v911
  %v913 = add i64 %v838, 4
  %v914 = icmp ult i64 %v913, %v840
  %v915 = icmp ult i64 %v849, %v850
  %v916 = and i1 %v914, %v915
  %v917 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v912
  %v918 = load float, float addrspace(1)* %v917, align 4
  %v919 = mul i64 4, %v839
  %v920 = add i64 %v851, %v919
  %v921 = add i64 %v838, 4
  %v922 = icmp ult i64 %v921, %v840
  %v923 = add i64 %v920, 1
  %v924 = add i64 %v849, 1
  %v925 = icmp ult i64 %v924, %v850
  %v926 = and i1 %v922, %v925
  %v927 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v923
  %v928 = load float, float addrspace(1)* %v927, align 4
  %v929 = mul i64 4, %v839
  %v930 = add i64 %v851, %v929
  %v931 = add i64 %v838, 4
  %v932 = icmp ult i64 %v931, %v840
  %v933 = add i64 %v930, 2
  %v934 = add i64 %v849, 2
  %v935 = icmp ult i64 %v934, %v850
  %v936 = and i1 %v932, %v935
  %v937 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v933
  %v938 = load float, float addrspace(1)* %v937, align 4
  %v939 = mul i64 4, %v839
  %v940 = add i64 %v851, %v939
  %v941 = add i64 %v838, 4
  %v942 = icmp ult i64 %v941, %v840
  %v943 = add i64 %v940, 3
  %v944 = add i64 %v849, 3
  %v945 = icmp ult i64 %v944, %v850
  %v946 = and i1 %v942, %v945
  %v947 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v943
  %v948 = load float, float addrspace(1)* %v947, align 4
  %v949 = mul i64 4, %v839
  %v950 = add i64 %v851, %v949
  %v951 = add i64 %v838, 4
  %v952 = icmp ult i64 %v951, %v840
  %v953 = add i64 %v950, 128
  %v954 = add i64 %v849, 128
  %v955 = icmp ult i64 %v954, %v850
  %v956 = and i1 %v952, %v955
  %v957 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v953
  %v958 = load float, float addrspace(1)* %v957, align 4
  %v959 = mul i64 4, %v839
  %v960 = add i64 %v851, %v959
  %v961 = add i64 %v838, 4
  %v962 = icmp ult i64 %v961, %v840
  %v963 = add i64 %v960, 129
  %v964 = add i64 %v849, 129
  %v965 = icmp ult i64 %v964, %v850
  %v966 = and i1 %v962, %v965
  %v967 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v963
  %v968 = load float, float addrspace(1)* %v967, align 4
  %v969 = mul i64 4, %v839
  %v970 = add i64 %v851, %v969
  %v971 = add i64 %v838, 4
  %v972 = icmp ult i64 %v971, %v840
  %v973 = add i64 %v970, 130
  %v974 = add i64 %v849, 130
  %v975 = icmp ult i64 %v974, %v850
  %v976 = and i1 %v972, %v975
  %v977 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v973
  %v978 = load float, float addrspace(1)* %v977, align 4
  %v979 = mul i64 4, %v839
  %v980 = add i64 %v851, %v979
  %v981 = add i64 %v838, 4
  %v982 = icmp ult i64 %v981, %v840
  %v983 = add i64 %v980, 131
  %v984 = add i64 %v849, 131
  %v985 = icmp ult i64 %v984, %v850
  %v986 = and i1 %v982, %v985
  %v987 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v983
  %v988 = load float, float addrspace(1)* %v987, align 4
  br label %ld_done12
ld_edge11:
  %v989 = bitcast float 0x0000000000000000 to i32
  %v990 = icmp ult i64 %v838, %v840
  %v991 = icmp ult i64 %v849, %v850
  %v992 = and i1 %v990, %v991
  %v993 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v851
  %v994 = ptrtoint float addrspace(1)* %v993 to i64
  %v995 = zext i1 %v992 to i32
  %v996 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v994, i32 %v995, i32 %v989)
  %v997 = bitcast i32 %v996 to float
  %v998 = icmp ult i64 %v838, %v840
  %v999 = add i64 %v851, 1
  %v1000 = add i64 %v849, 1
  %v1001 = icmp ult i64 %v1000, %v850
  %v1002 = and i1 %v998, %v1001
  %v1003 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v999
  %v1004 = ptrtoint float addrspace(1)* %v1003 to i64
  %v1005 = zext i1 %v1002 to i32
  %v1006 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1004, i32 %v1005, i32 %v989)
  %v1007 = bitcast i32 %v1006 to float
  %v1008 = icmp ult i64 %v838, %v840
  %v1009 = add i64 %v851, 2
  %v1010 = add i64 %v849, 2
  %v1011 = icmp ult i64 %v1010, %v850
  %v1012 = and i1 %v1008, %v1011
  %v1013 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1009
  %v1014 = ptrtoint float addrspace(1)* %v1013 to i64
  %v1015 = zext i1 %v1012 to i32
  %v1016 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1014, i32 %v1015, i32 %v989)
  %v1017 = bitcast i32 %v1016 to float
  %v1018 = icmp ult i64 %v838, %v840
  %v1019 = add i64 %v851, 3
  %v1020 = add i64 %v849, 3
  %v1021 = icmp ult i64 %v1020, %v850
  %v1022 = and i1 %v1018, %v1021
  %v1023 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1019
  %v1024 = ptrtoint float addrspace(1)* %v1023 to i64
  %v1025 = zext i1 %v1022 to i32
  %v1026 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1024, i32 %v1025, i32 %v989)
  %v1027 = bitcast i32 %v1026 to float
  %v1028 = icmp ult i64 %v838, %v840
  %v1029 = add i64 %v851, 128
  %v1030 = add i64 %v849, 128
  %v1031 = icmp ult i64 %v1030, %v850
  %v1032 = and i1 %v1028, %v1031
  %v1033 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1029
  %v1034 = ptrtoint float addrspace(1)* %v1033 to i64
  %v1035 = zext i1 %v1032 to i32
  %v1036 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1034, i32 %v1035, i32 %v989)
  %v1037 = bitcast i32 %v1036 to float
  %v1038 = icmp ult i64 %v838, %v840
  %v1039 = add i64 %v851, 129
  %v1040 = add i64 %v849, 129
  %v1041 = icmp ult i64 %v1040, %v850
  %v1042 = and i1 %v1038, %v1041
  %v1043 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1039
  %v1044 = ptrtoint float addrspace(1)* %v1043 to i64
  %v1045 = zext i1 %v1042 to i32
  %v1046 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1044, i32 %v1045, i32 %v989)
  %v1047 = bitcast i32 %v1046 to float
  %v1048 = icmp ult i64 %v838, %v840
  %v1049 = add i64 %v851, 130
  %v1050 = add i64 %v849, 130
  %v1051 = icmp ult i64 %v1050, %v850
  %v1052 = and i1 %v1048, %v1051
  %v1053 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1049
  %v1054 = ptrtoint float addrspace(1)* %v1053 to i64
  %v1055 = zext i1 %v1052 to i32
  %v1056 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1054, i32 %v1055, i32 %v989)
  %v1057 = bitcast i32 %v1056 to float
  %v1058 = icmp ult i64 %v838, %v840
  %v1059 = add i64 %v851, 131
  %v1060 = add i64 %v849, 131
  %v1061 = icmp ult i64 %v1060, %v850
  %v1062 = and i1 %v1058, %v1061
  %v1063 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1059
  %v1064 = ptrtoint float addrspace(1)* %v1063 to i64
  %v1065 = zext i1 %v1062 to i32
  %v1066 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1064, i32 %v1065, i32 %v989)
  %v1067 = bitcast i32 %v1066 to float
  %v1068 = mul i64 4, %v839
  %v1069 = add i64 %v851, %v1068
  %v1070 = add i64 %v838, 4
  %v1071 = icmp ult i64 %v1070, %v840
  %v1072 = icmp ult i64 %v849, %v850
  %v1073 = and i1 %v1071, %v1072
  %v1074 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1069
  %v1075 = ptrtoint float addrspace(1)* %v1074 to i64
  %v1076 = zext i1 %v1073 to i32
  %v1077 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1075, i32 %v1076, i32 %v989)
  %v1078 = bitcast i32 %v1077 to float
  %v1079 = mul i64 4, %v839
  %v1080 = add i64 %v851, %v1079
  %v1081 = add i64 %v838, 4
  %v1082 = icmp ult i64 %v1081, %v840
  %v1083 = add i64 %v1080, 1
  %v1084 = add i64 %v849, 1
  %v1085 = icmp ult i64 %v1084, %v850
  %v1086 = and i1 %v1082, %v1085
  %v1087 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1083
  %v1088 = ptrtoint float addrspace(1)* %v1087 to i64
  %v1089 = zext i1 %v1086 to i32
  %v1090 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1088, i32 %v1089, i32 %v989)
  %v1091 = bitcast i32 %v1090 to float
  %v1092 = mul i64 4, %v839
  %v1093 = add i64 %v851, %v1092
  %v1094 = add i64 %v838, 4
  %v1095 = icmp ult i64 %v1094, %v840
  %v1096 = add i64 %v1093, 2
  %v1097 = add i64 %v849, 2
  %v1098 = icmp ult i64 %v1097, %v850
  %v1099 = and i1 %v1095, %v1098
  %v1100 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1096
  %v1101 = ptrtoint float addrspace(1)* %v1100 to i64
  %v1102 = zext i1 %v1099 to i32
  %v1103 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1101, i32 %v1102, i32 %v989)
  %v1104 = bitcast i32 %v1103 to float
  %v1105 = mul i64 4, %v839
  %v1106 = add i64 %v851, %v1105
  %v1107 = add i64 %v838, 4
  %v1108 = icmp ult i64 %v1107, %v840
  %v1109 = add i64 %v1106, 3
  %v1110 = add i64 %v849, 3
  %v1111 = icmp ult i64 %v1110, %v850
  %v1112 = and i1 %v1108, %v1111
  %v1113 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1109
  %v1114 = ptrtoint float addrspace(1)* %v1113 to i64
  %v1115 = zext i1 %v1112 to i32
  %v1116 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1114, i32 %v1115, i32 %v989)
  %v1117 = bitcast i32 %v1116 to float
  %v1118 = mul i64 4, %v839
  %v1119 = add i64 %v851, %v1118
  %v1120 = add i64 %v838, 4
  %v1121 = icmp ult i64 %v1120, %v840
  %v1122 = add i64 %v1119, 128
  %v1123 = add i64 %v849, 128
  %v1124 = icmp ult i64 %v1123, %v850
  %v1125 = and i1 %v1121, %v1124
  %v1126 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1122
  %v1127 = ptrtoint float addrspace(1)* %v1126 to i64
  %v1128 = zext i1 %v1125 to i32
  %v1129 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1127, i32 %v1128, i32 %v989)
  %v1130 = bitcast i32 %v1129 to float
  %v1131 = mul i64 4, %v839
  %v1132 = add i64 %v851, %v1131
  %v1133 = add i64 %v838, 4
  %v1134 = icmp ult i64 %v1133, %v840
  %v1135 = add i64 %v1132, 129
  %v1136 = add i64 %v849, 129
  %v1137 = icmp ult i64 %v1136, %v850
  %v1138 = and i1 %v1134, %v1137
  %v1139 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1135
  %v1140 = ptrtoint float addrspace(1)* %v1139 to i64
  %v1141 = zext i1 %v1138 to i32
  %v1142 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1140, i32 %v1141, i32 %v989)
  %v1143 = bitcast i32 %v1142 to float
  %v1144 = mul i64 4, %v839
  %v1145 = add i64 %v851, %v1144
  %v1146 = add i64 %v838, 4
  %v1147 = icmp ult i64 %v1146, %v840
  %v1148 = add i64 %v1145, 130
  %v1149 = add i64 %v849, 130
  %v1150 = icmp ult i64 %v1149, %v850
  %v1151 = and i1 %v1147, %v1150
  %v1152 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1148
  %v1153 = ptrtoint float addrspace(1)* %v1152 to i64
  %v1154 = zext i1 %v1151 to i32
  %v1155 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1153, i32 %v1154, i32 %v989)
  %v1156 = bitcast i32 %v1155 to float
  %v1157 = mul i64 4, %v839
  %v1158 = add i64 %v851, %v1157
  %v1159 = add i64 %v838, 4
  %v1160 = icmp ult i64 %v1159, %v840
  %v1161 = add i64 %v1158, 131
  %v1162 = add i64 %v849, 131
  %v1163 = icmp ult i64 %v1162, %v850
  %v1164 = and i1 %v1160, %v1163
  %v1165 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1161
  %v1166 = ptrtoint float addrspace(1)* %v1165 to i64
  %v1167 = zext i1 %v1164 to i32
  %v1168 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1166, i32 %v1167, i32 %v989)
  %v1169 = bitcast i32 %v1168 to float
  br label %ld_done12
ld_done12:
  %v1170 = phi float [ %v861, %ld_full10 ], [ %v997, %ld_edge11 ]
  %v1171 = phi float [ %v868, %ld_full10 ], [ %v1007, %ld_edge11 ]
  %v1172 = phi float [ %v875, %ld_full10 ], [ %v1017, %ld_edge11 ]
  %v1173 = phi float [ %v882, %ld_full10 ], [ %v1027, %ld_edge11 ]
  %v1174 = phi float [ %v889, %ld_full10 ], [ %v1037, %ld_edge11 ]
  %v1175 = phi float [ %v896, %ld_full10 ], [ %v1047, %ld_edge11 ]
  %v1176 = phi float [ %v903, %ld_full10 ], [ %v1057, %ld_edge11 ]
  %v1177 = phi float [ %v910, %ld_full10 ], [ %v1067, %ld_edge11 ]
  %v1178 = phi float [ %v918, %ld_full10 ], [ %v1078, %ld_edge11 ]
  %v1179 = phi float [ %v928, %ld_full10 ], [ %v1091, %ld_edge11 ]
  %v1180 = phi float [ %v938, %ld_full10 ], [ %v1104, %ld_edge11 ]
  %v1181 = phi float [ %v948, %ld_full10 ], [ %v1117, %ld_edge11 ]
  %v1182 = phi float [ %v958, %ld_full10 ], [ %v1130, %ld_edge11 ]
  %v1183 = phi float [ %v968, %ld_full10 ], [ %v1143, %ld_edge11 ]
  %v1184 = phi float [ %v978, %ld_full10 ], [ %v1156, %ld_edge11 ]
  %v1185 = phi float [ %v988, %ld_full10 ], [ %v1169, %ld_edge11 ]
  %v1186 = and i32 %v2, 1
  %v1187 = shl i32 %v1186, 2
  %v1188 = lshr i32 %v2, 1
  %v1189 = and i32 %v1188, 1
  %v1190 = shl i32 %v1189, 3
  %v1191 = or i32 %v1187, %v1190
  %v1192 = lshr i32 %v2, 2
  %v1193 = and i32 %v1192, 1
  %v1194 = shl i32 %v1193, 4
  %v1195 = or i32 %v1191, %v1194
  %v1196 = lshr i32 %v2, 3
  %v1197 = and i32 %v1196, 1
  %v1198 = shl i32 %v1197, 5
  %v1199 = or i32 %v1195, %v1198
  %v1200 = lshr i32 %v2, 4
  %v1201 = and i32 %v1200, 1
  %v1202 = shl i32 %v1201, 6
  %v1203 = or i32 %v1199, %v1202
  %v1204 = and i32 %v3, 1
  %v1205 = shl i32 %v1204, 7
  %v1206 = or i32 %v1203, %v1205
  %v1207 = and i32 %v1206, 255
  %v1208 = sext i32 %v806 to i64
  %v1209 = mul i64 %v1208, 256
  %v1210 = zext i32 %v1207 to i64
  %v1211 = add i64 %v1209, %v1210
  %v1212 = zext i32 %p6 to i64
  %v1213 = add i64 %v1209, 256
  %v1214 = icmp sle i64 %v1213, %v1212
  %v1215 = icmp sge i64 %v1208, 0
  %v1216 = and i1 %v1214, %v1215
  br i1 %v1216, label %ld_full13, label %ld_edge14
ld_full13:
  %v1217 = icmp ult i64 %v1211, %v1212
  %v1218 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1211
  %v1219 = load float, float addrspace(1)* %v1218, align 4
  %v1220 = add i64 %v1211, 1
  %v1221 = add i64 %v1211, 1
  %v1222 = icmp ult i64 %v1221, %v1212
  %v1223 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1220
  %v1224 = load float, float addrspace(1)* %v1223, align 4
  %v1225 = add i64 %v1211, 2
  %v1226 = add i64 %v1211, 2
  %v1227 = icmp ult i64 %v1226, %v1212
  %v1228 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1225
  %v1229 = load float, float addrspace(1)* %v1228, align 4
  %v1230 = add i64 %v1211, 3
  %v1231 = add i64 %v1211, 3
  %v1232 = icmp ult i64 %v1231, %v1212
  %v1233 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1230
  %v1234 = load float, float addrspace(1)* %v1233, align 4
  br label %ld_done15
ld_edge14:
  %v1235 = bitcast float 0x0000000000000000 to i32
  %v1236 = icmp ult i64 %v1211, %v1212
  %v1237 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1211
  %v1238 = ptrtoint float addrspace(1)* %v1237 to i64
  %v1239 = zext i1 %v1236 to i32
  %v1240 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1238, i32 %v1239, i32 %v1235)
  %v1241 = bitcast i32 %v1240 to float
  %v1242 = add i64 %v1211, 1
  %v1243 = add i64 %v1211, 1
  %v1244 = icmp ult i64 %v1243, %v1212
  %v1245 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1242
  %v1246 = ptrtoint float addrspace(1)* %v1245 to i64
  %v1247 = zext i1 %v1244 to i32
  %v1248 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1246, i32 %v1247, i32 %v1235)
  %v1249 = bitcast i32 %v1248 to float
  %v1250 = add i64 %v1211, 2
  %v1251 = add i64 %v1211, 2
  %v1252 = icmp ult i64 %v1251, %v1212
  %v1253 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1250
  %v1254 = ptrtoint float addrspace(1)* %v1253 to i64
  %v1255 = zext i1 %v1252 to i32
  %v1256 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1254, i32 %v1255, i32 %v1235)
  %v1257 = bitcast i32 %v1256 to float
  %v1258 = add i64 %v1211, 3
  %v1259 = add i64 %v1211, 3
  %v1260 = icmp ult i64 %v1259, %v1212
  %v1261 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1258
  %v1262 = ptrtoint float addrspace(1)* %v1261 to i64
  %v1263 = zext i1 %v1260 to i32
  %v1264 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1262, i32 %v1263, i32 %v1235)
  %v1265 = bitcast i32 %v1264 to float
  br label %ld_done15
ld_done15:
  %v1266 = phi float [ %v1219, %ld_full13 ], [ %v1241, %ld_edge14 ]
  %v1267 = phi float [ %v1224, %ld_full13 ], [ %v1249, %ld_edge14 ]
  %v1268 = phi float [ %v1229, %ld_full13 ], [ %v1257, %ld_edge14 ]
  %v1269 = phi float [ %v1234, %ld_full13 ], [ %v1265, %ld_edge14 ]
  %v1270 = and i32 %v2, 1
  %v1271 = shl i32 %v1270, 2
  %v1272 = lshr i32 %v2, 1
  %v1273 = and i32 %v1272, 1
  %v1274 = shl i32 %v1273, 3
  %v1275 = or i32 %v1271, %v1274
  %v1276 = lshr i32 %v2, 2
  %v1277 = and i32 %v1276, 1
  %v1278 = shl i32 %v1277, 4
  %v1279 = or i32 %v1275, %v1278
  %v1280 = lshr i32 %v2, 3
  %v1281 = and i32 %v1280, 1
  %v1282 = shl i32 %v1281, 5
  %v1283 = or i32 %v1279, %v1282
  %v1284 = lshr i32 %v2, 4
  %v1285 = and i32 %v1284, 1
  %v1286 = shl i32 %v1285, 6
  %v1287 = or i32 %v1283, %v1286
  %v1288 = and i32 %v3, 1
  %v1289 = shl i32 %v1288, 7
  %v1290 = or i32 %v1287, %v1289
  %v1291 = and i32 %v1290, 255
  %v1292 = sext i32 %v806 to i64
  %v1293 = mul i64 %v1292, 256
  %v1294 = zext i32 %v1291 to i64
  %v1295 = add i64 %v1293, %v1294
  %v1296 = zext i32 %p9 to i64
  %v1297 = add i64 %v1293, 256
  %v1298 = icmp sle i64 %v1297, %v1296
  %v1299 = icmp sge i64 %v1292, 0
  %v1300 = and i1 %v1298, %v1299
  br i1 %v1300, label %ld_full16, label %ld_edge17
ld_full16:
  %v1301 = icmp ult i64 %v1295, %v1296
  %v1302 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1295
  %v1303 = load float, float addrspace(1)* %v1302, align 4
  %v1304 = add i64 %v1295, 1
  %v1305 = add i64 %v1295, 1
  %v1306 = icmp ult i64 %v1305, %v1296
  %v1307 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1304
  %v1308 = load float, float addrspace(1)* %v1307, align 4
  %v1309 = add i64 %v1295, 2
  %v1310 = add i64 %v1295, 2
  %v1311 = icmp ult i64 %v1310, %v1296
  %v1312 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1309
  %v1313 = load float, float addrspace(1)* %v1312, align 4
  %v1314 = add i64 %v1295, 3
  %v1315 = add i64 %v1295, 3
  %v1316 = icmp ult i64 %v1315, %v1296
  %v1317 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1314
  %v1318 = load float, float addrspace(1)* %v1317, align 4
  br label %ld_done18
ld_edge17:
  %v1319 = bitcast float 0x0000000000000000 to i32
  %v1320 = icmp ult i64 %v1295, %v1296
  %v1321 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1295
  %v1322 = ptrtoint float addrspace(1)* %v1321 to i64
  %v1323 = zext i1 %v1320 to i32
  %v1324 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1322, i32 %v1323, i32 %v1319)
  %v1325 = bitcast i32 %v1324 to float
  %v1326 = add i64 %v1295, 1
  %v1327 = add i64 %v1295, 1
  %v1328 = icmp ult i64 %v1327, %v1296
  %v1329 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1326
  %v1330 = ptrtoint float addrspace(1)* %v1329 to i64
  %v1331 = zext i1 %v1328 to i32
  %v1332 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1330, i32 %v1331, i32 %v1319)
  %v1333 = bitcast i32 %v1332 to float
  %v1334 = add i64 %v1295, 2
  %v1335 = add i64 %v1295, 2
  %v1336 = icmp ult i64 %v1335, %v1296
  %v1337 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1334
  %v1338 = ptrtoint float addrspace(1)* %v1337 to i64
  %v1339 = zext i1 %v1336 to i32
  %v1340 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1338, i32 %v1339, i32 %v1319)
  %v1341 = bitcast i32 %v1340 to float
  %v1342 = add i64 %v1295, 3
  %v1343 = add i64 %v1295, 3
  %v1344 = icmp ult i64 %v1343, %v1296
  %v1345 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1342
  %v1346 = ptrtoint float addrspace(1)* %v1345 to i64
  %v1347 = zext i1 %v1344 to i32
  %v1348 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1346, i32 %v1347, i32 %v1319)
  %v1349 = bitcast i32 %v1348 to float
  br label %ld_done18
ld_done18:
  %v1350 = phi float [ %v1303, %ld_full16 ], [ %v1325, %ld_edge17 ]
  %v1351 = phi float [ %v1308, %ld_full16 ], [ %v1333, %ld_edge17 ]
  %v1352 = phi float [ %v1313, %ld_full16 ], [ %v1341, %ld_edge17 ]
  %v1353 = phi float [ %v1318, %ld_full16 ], [ %v1349, %ld_edge17 ]
  call void @llvm.nvvm.barrier0()
  %v1354 = and i32 %v2, 1
  %v1355 = lshr i32 %v2, 1
  %v1356 = and i32 %v1355, 1
  %v1357 = shl i32 %v1356, 1
  %v1358 = or i32 %v1354, %v1357
  %v1359 = lshr i32 %v2, 2
  %v1360 = and i32 %v1359, 1
  %v1361 = shl i32 %v1360, 2
  %v1362 = or i32 %v1358, %v1361
  %v1363 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1364 = getelementptr inbounds float, float addrspace(3)* %v1363, i32 %v1362
  store float %v22, float addrspace(3)* %v1364, align 4
  call void @llvm.nvvm.barrier0()
  %v1365 = and i32 %v2, 1
  %v1366 = shl i32 %v1365, 2
  %v1367 = lshr i32 %v2, 1
  %v1368 = and i32 %v1367, 1
  %v1369 = shl i32 %v1368, 3
  %v1370 = or i32 %v1366, %v1369
  %v1371 = lshr i32 %v2, 2
  %v1372 = and i32 %v1371, 1
  %v1373 = shl i32 %v1372, 4
  %v1374 = or i32 %v1370, %v1373
  %v1375 = lshr i32 %v2, 3
  %v1376 = and i32 %v1375, 1
  %v1377 = shl i32 %v1376, 5
  %v1378 = or i32 %v1374, %v1377
  %v1379 = lshr i32 %v2, 4
  %v1380 = and i32 %v1379, 1
  %v1381 = shl i32 %v1380, 6
  %v1382 = or i32 %v1378, %v1381
  %v1383 = and i32 %v3, 1
  %v1384 = shl i32 %v1383, 8
  %v1385 = or i32 %v1382, %v1384
  %v1386 = lshr i32 %v3, 1
  %v1387 = and i32 %v1386, 1
  %v1388 = shl i32 %v1387, 9
  %v1389 = or i32 %v1385, %v1388
  %v1390 = lshr i32 %v1389, 8
  %v1391 = and i32 %v1390, 7
  %v1392 = and i32 %v1389, 255
  %v1393 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1394 = getelementptr inbounds float, float addrspace(3)* %v1393, i32 %v1391
  %v1395 = load float, float addrspace(3)* %v1394, align 4
  %v1396 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1397 = getelementptr inbounds float, float addrspace(3)* %v1396, i32 %v1391
  %v1398 = load float, float addrspace(3)* %v1397, align 4
  %v1399 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1400 = getelementptr inbounds float, float addrspace(3)* %v1399, i32 %v1391
  %v1401 = load float, float addrspace(3)* %v1400, align 4
  %v1402 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1403 = getelementptr inbounds float, float addrspace(3)* %v1402, i32 %v1391
  %v1404 = load float, float addrspace(3)* %v1403, align 4
  %v1405 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1406 = getelementptr inbounds float, float addrspace(3)* %v1405, i32 %v1391
  %v1407 = load float, float addrspace(3)* %v1406, align 4
  %v1408 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1409 = getelementptr inbounds float, float addrspace(3)* %v1408, i32 %v1391
  %v1410 = load float, float addrspace(3)* %v1409, align 4
  %v1411 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1412 = getelementptr inbounds float, float addrspace(3)* %v1411, i32 %v1391
  %v1413 = load float, float addrspace(3)* %v1412, align 4
  %v1414 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1415 = getelementptr inbounds float, float addrspace(3)* %v1414, i32 %v1391
  %v1416 = load float, float addrspace(3)* %v1415, align 4
  %v1417 = add i32 %v1391, 4
  %v1418 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1419 = getelementptr inbounds float, float addrspace(3)* %v1418, i32 %v1417
  %v1420 = load float, float addrspace(3)* %v1419, align 4
  %v1421 = add i32 %v1391, 4
  %v1422 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1423 = getelementptr inbounds float, float addrspace(3)* %v1422, i32 %v1421
  %v1424 = load float, float addrspace(3)* %v1423, align 4
  %v1425 = add i32 %v1391, 4
  %v1426 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1427 = getelementptr inbounds float, float addrspace(3)* %v1426, i32 %v1425
  %v1428 = load float, float addrspace(3)* %v1427, align 4
  %v1429 = add i32 %v1391, 4
  %v1430 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1431 = getelementptr inbounds float, float addrspace(3)* %v1430, i32 %v1429
  %v1432 = load float, float addrspace(3)* %v1431, align 4
  %v1433 = add i32 %v1391, 4
  %v1434 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1435 = getelementptr inbounds float, float addrspace(3)* %v1434, i32 %v1433
  %v1436 = load float, float addrspace(3)* %v1435, align 4
  %v1437 = add i32 %v1391, 4
  %v1438 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1439 = getelementptr inbounds float, float addrspace(3)* %v1438, i32 %v1437
  %v1440 = load float, float addrspace(3)* %v1439, align 4
  %v1441 = add i32 %v1391, 4
  %v1442 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1443 = getelementptr inbounds float, float addrspace(3)* %v1442, i32 %v1441
  %v1444 = load float, float addrspace(3)* %v1443, align 4
  %v1445 = add i32 %v1391, 4
  %v1446 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1447 = getelementptr inbounds float, float addrspace(3)* %v1446, i32 %v1445
  %v1448 = load float, float addrspace(3)* %v1447, align 4
  %v1449 = fsub float %v1170, %v1395
  %v1450 = fsub float %v1171, %v1398
  %v1451 = fsub float %v1172, %v1401
  %v1452 = fsub float %v1173, %v1404
  %v1453 = fsub float %v1174, %v1407
  %v1454 = fsub float %v1175, %v1410
  %v1455 = fsub float %v1176, %v1413
  %v1456 = fsub float %v1177, %v1416
  %v1457 = fsub float %v1178, %v1420
  %v1458 = fsub float %v1179, %v1424
  %v1459 = fsub float %v1180, %v1428
  %v1460 = fsub float %v1181, %v1432
  %v1461 = fsub float %v1182, %v1436
  %v1462 = fsub float %v1183, %v1440
  %v1463 = fsub float %v1184, %v1444
  %v1464 = fsub float %v1185, %v1448
  call void @llvm.nvvm.barrier0()
  %v1465 = and i32 %v2, 1
  %v1466 = lshr i32 %v2, 1
  %v1467 = and i32 %v1466, 1
  %v1468 = shl i32 %v1467, 1
  %v1469 = or i32 %v1465, %v1468
  %v1470 = lshr i32 %v2, 2
  %v1471 = and i32 %v1470, 1
  %v1472 = shl i32 %v1471, 2
  %v1473 = or i32 %v1469, %v1472
  %v1474 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1475 = getelementptr inbounds float, float addrspace(3)* %v1474, i32 %v1473
  store float %v799, float addrspace(3)* %v1475, align 4
  call void @llvm.nvvm.barrier0()
  %v1476 = and i32 %v2, 1
  %v1477 = shl i32 %v1476, 2
  %v1478 = lshr i32 %v2, 1
  %v1479 = and i32 %v1478, 1
  %v1480 = shl i32 %v1479, 3
  %v1481 = or i32 %v1477, %v1480
  %v1482 = lshr i32 %v2, 2
  %v1483 = and i32 %v1482, 1
  %v1484 = shl i32 %v1483, 4
  %v1485 = or i32 %v1481, %v1484
  %v1486 = lshr i32 %v2, 3
  %v1487 = and i32 %v1486, 1
  %v1488 = shl i32 %v1487, 5
  %v1489 = or i32 %v1485, %v1488
  %v1490 = lshr i32 %v2, 4
  %v1491 = and i32 %v1490, 1
  %v1492 = shl i32 %v1491, 6
  %v1493 = or i32 %v1489, %v1492
  %v1494 = and i32 %v3, 1
  %v1495 = shl i32 %v1494, 8
  %v1496 = or i32 %v1493, %v1495
  %v1497 = lshr i32 %v3, 1
  %v1498 = and i32 %v1497, 1
  %v1499 = shl i32 %v1498, 9
  %v1500 = or i32 %v1496, %v1499
  %v1501 = lshr i32 %v1500, 8
  %v1502 = and i32 %v1501, 7
  %v1503 = and i32 %v1500, 255
  %v1504 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1505 = getelementptr inbounds float, float addrspace(3)* %v1504, i32 %v1502
  %v1506 = load float, float addrspace(3)* %v1505, align 4
  %v1507 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1508 = getelementptr inbounds float, float addrspace(3)* %v1507, i32 %v1502
  %v1509 = load float, float addrspace(3)* %v1508, align 4
  %v1510 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1511 = getelementptr inbounds float, float addrspace(3)* %v1510, i32 %v1502
  %v1512 = load float, float addrspace(3)* %v1511, align 4
  %v1513 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1514 = getelementptr inbounds float, float addrspace(3)* %v1513, i32 %v1502
  %v1515 = load float, float addrspace(3)* %v1514, align 4
  %v1516 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1517 = getelementptr inbounds float, float addrspace(3)* %v1516, i32 %v1502
  %v1518 = load float, float addrspace(3)* %v1517, align 4
  %v1519 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1520 = getelementptr inbounds float, float addrspace(3)* %v1519, i32 %v1502
  %v1521 = load float, float addrspace(3)* %v1520, align 4
  %v1522 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1523 = getelementptr inbounds float, float addrspace(3)* %v1522, i32 %v1502
  %v1524 = load float, float addrspace(3)* %v1523, align 4
  %v1525 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1526 = getelementptr inbounds float, float addrspace(3)* %v1525, i32 %v1502
  %v1527 = load float, float addrspace(3)* %v1526, align 4
  %v1528 = add i32 %v1502, 4
  %v1529 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1530 = getelementptr inbounds float, float addrspace(3)* %v1529, i32 %v1528
  %v1531 = load float, float addrspace(3)* %v1530, align 4
  %v1532 = add i32 %v1502, 4
  %v1533 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1534 = getelementptr inbounds float, float addrspace(3)* %v1533, i32 %v1532
  %v1535 = load float, float addrspace(3)* %v1534, align 4
  %v1536 = add i32 %v1502, 4
  %v1537 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1538 = getelementptr inbounds float, float addrspace(3)* %v1537, i32 %v1536
  %v1539 = load float, float addrspace(3)* %v1538, align 4
  %v1540 = add i32 %v1502, 4
  %v1541 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1542 = getelementptr inbounds float, float addrspace(3)* %v1541, i32 %v1540
  %v1543 = load float, float addrspace(3)* %v1542, align 4
  %v1544 = add i32 %v1502, 4
  %v1545 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1546 = getelementptr inbounds float, float addrspace(3)* %v1545, i32 %v1544
  %v1547 = load float, float addrspace(3)* %v1546, align 4
  %v1548 = add i32 %v1502, 4
  %v1549 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1550 = getelementptr inbounds float, float addrspace(3)* %v1549, i32 %v1548
  %v1551 = load float, float addrspace(3)* %v1550, align 4
  %v1552 = add i32 %v1502, 4
  %v1553 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1554 = getelementptr inbounds float, float addrspace(3)* %v1553, i32 %v1552
  %v1555 = load float, float addrspace(3)* %v1554, align 4
  %v1556 = add i32 %v1502, 4
  %v1557 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1558 = getelementptr inbounds float, float addrspace(3)* %v1557, i32 %v1556
  %v1559 = load float, float addrspace(3)* %v1558, align 4
  %v1560 = fmul float %v1449, %v1506
  %v1561 = fmul float %v1450, %v1509
  %v1562 = fmul float %v1451, %v1512
  %v1563 = fmul float %v1452, %v1515
  %v1564 = fmul float %v1453, %v1518
  %v1565 = fmul float %v1454, %v1521
  %v1566 = fmul float %v1455, %v1524
  %v1567 = fmul float %v1456, %v1527
  %v1568 = fmul float %v1457, %v1531
  %v1569 = fmul float %v1458, %v1535
  %v1570 = fmul float %v1459, %v1539
  %v1571 = fmul float %v1460, %v1543
  %v1572 = fmul float %v1461, %v1547
  %v1573 = fmul float %v1462, %v1551
  %v1574 = fmul float %v1463, %v1555
  %v1575 = fmul float %v1464, %v1559
  %v1576 = and i32 %v2, 1
  %v1577 = shl i32 %v1576, 2
  %v1578 = lshr i32 %v2, 1
  %v1579 = and i32 %v1578, 1
  %v1580 = shl i32 %v1579, 3
  %v1581 = or i32 %v1577, %v1580
  %v1582 = lshr i32 %v2, 2
  %v1583 = and i32 %v1582, 1
  %v1584 = shl i32 %v1583, 4
  %v1585 = or i32 %v1581, %v1584
  %v1586 = lshr i32 %v2, 3
  %v1587 = and i32 %v1586, 1
  %v1588 = shl i32 %v1587, 5
  %v1589 = or i32 %v1585, %v1588
  %v1590 = lshr i32 %v2, 4
  %v1591 = and i32 %v1590, 1
  %v1592 = shl i32 %v1591, 6
  %v1593 = or i32 %v1589, %v1592
  %v1594 = and i32 %v1593, 255
  %v1595 = sext i32 %v806 to i64
  %v1596 = mul i64 %v1595, 256
  %v1597 = zext i32 %v1594 to i64
  %v1598 = add i64 %v1596, %v1597
  %v1599 = zext i32 %p6 to i64
  %v1600 = add i64 %v1596, 256
  %v1601 = icmp sle i64 %v1600, %v1599
  %v1602 = icmp sge i64 %v1595, 0
  %v1603 = and i1 %v1601, %v1602
  br i1 %v1603, label %ld_full19, label %ld_edge20
ld_full19:
  %v1604 = icmp ult i64 %v1598, %v1599
  %v1605 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1598
  %v1606 = load float, float addrspace(1)* %v1605, align 4
  %v1607 = add i64 %v1598, 1
  %v1608 = add i64 %v1598, 1
  %v1609 = icmp ult i64 %v1608, %v1599
  %v1610 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1607
  %v1611 = load float, float addrspace(1)* %v1610, align 4
  %v1612 = add i64 %v1598, 2
  %v1613 = add i64 %v1598, 2
  %v1614 = icmp ult i64 %v1613, %v1599
  %v1615 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1612
  %v1616 = load float, float addrspace(1)* %v1615, align 4
  %v1617 = add i64 %v1598, 3
  %v1618 = add i64 %v1598, 3
  %v1619 = icmp ult i64 %v1618, %v1599
  %v1620 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1617
  %v1621 = load float, float addrspace(1)* %v1620, align 4
  %v1622 = add i64 %v1598, 128
  %v1623 = add i64 %v1598, 128
  %v1624 = icmp ult i64 %v1623, %v1599
  %v1625 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1622
  %v1626 = load float, float addrspace(1)* %v1625, align 4
  %v1627 = add i64 %v1598, 129
  %v1628 = add i64 %v1598, 129
  %v1629 = icmp ult i64 %v1628, %v1599
  %v1630 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1627
  %v1631 = load float, float addrspace(1)* %v1630, align 4
  %v1632 = add i64 %v1598, 130
  %v1633 = add i64 %v1598, 130
  %v1634 = icmp ult i64 %v1633, %v1599
  %v1635 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1632
  %v1636 = load float, float addrspace(1)* %v1635, align 4
  %v1637 = add i64 %v1598, 131
  %v1638 = add i64 %v1598, 131
  %v1639 = icmp ult i64 %v1638, %v1599
  %v1640 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1637
  %v1641 = load float, float addrspace(1)* %v1640, align 4
  br label %ld_done21
ld_edge20:
  %v1642 = bitcast float 0x0000000000000000 to i32
  %v1643 = icmp ult i64 %v1598, %v1599
  %v1644 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1598
  %v1645 = ptrtoint float addrspace(1)* %v1644 to i64
  %v1646 = zext i1 %v1643 to i32
  %v1647 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1645, i32 %v1646, i32 %v1642)
  %v1648 = bitcast i32 %v1647 to float
  %v1649 = add i64 %v1598, 1
  %v1650 = add i64 %v1598, 1
  %v1651 = icmp ult i64 %v1650, %v1599
  %v1652 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1649
  %v1653 = ptrtoint float addrspace(1)* %v1652 to i64
  %v1654 = zext i1 %v1651 to i32
  %v1655 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1653, i32 %v1654, i32 %v1642)
  %v1656 = bitcast i32 %v1655 to float
  %v1657 = add i64 %v1598, 2
  %v1658 = add i64 %v1598, 2
  %v1659 = icmp ult i64 %v1658, %v1599
  %v1660 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1657
  %v1661 = ptrtoint float addrspace(1)* %v1660 to i64
  %v1662 = zext i1 %v1659 to i32
  %v1663 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1661, i32 %v1662, i32 %v1642)
  %v1664 = bitcast i32 %v1663 to float
  %v1665 = add i64 %v1598, 3
  %v1666 = add i64 %v1598, 3
  %v1667 = icmp ult i64 %v1666, %v1599
  %v1668 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1665
  %v1669 = ptrtoint float addrspace(1)* %v1668 to i64
  %v1670 = zext i1 %v1667 to i32
  %v1671 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1669, i32 %v1670, i32 %v1642)
  %v1672 = bitcast i32 %v1671 to float
  %v1673 = add i64 %v1598, 128
  %v1674 = add i64 %v1598, 128
  %v1675 = icmp ult i64 %v1674, %v1599
  %v1676 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1673
  %v1677 = ptrtoint float addrspace(1)* %v1676 to i64
  %v1678 = zext i1 %v1675 to i32
  %v1679 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1677, i32 %v1678, i32 %v1642)
  %v1680 = bitcast i32 %v1679 to float
  %v1681 = add i64 %v1598, 129
  %v1682 = add i64 %v1598, 129
  %v1683 = icmp ult i64 %v1682, %v1599
  %v1684 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1681
  %v1685 = ptrtoint float addrspace(1)* %v1684 to i64
  %v1686 = zext i1 %v1683 to i32
  %v1687 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1685, i32 %v1686, i32 %v1642)
  %v1688 = bitcast i32 %v1687 to float
  %v1689 = add i64 %v1598, 130
  %v1690 = add i64 %v1598, 130
  %v1691 = icmp ult i64 %v1690, %v1599
  %v1692 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1689
  %v1693 = ptrtoint float addrspace(1)* %v1692 to i64
  %v1694 = zext i1 %v1691 to i32
  %v1695 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1693, i32 %v1694, i32 %v1642)
  %v1696 = bitcast i32 %v1695 to float
  %v1697 = add i64 %v1598, 131
  %v1698 = add i64 %v1598, 131
  %v1699 = icmp ult i64 %v1698, %v1599
  %v1700 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1697
  %v1701 = ptrtoint float addrspace(1)* %v1700 to i64
  %v1702 = zext i1 %v1699 to i32
  %v1703 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1701, i32 %v1702, i32 %v1642)
  %v1704 = bitcast i32 %v1703 to float
  br label %ld_done21
ld_done21:
  %v1705 = phi float [ %v1606, %ld_full19 ], [ %v1648, %ld_edge20 ]
  %v1706 = phi float [ %v1611, %ld_full19 ], [ %v1656, %ld_edge20 ]
  %v1707 = phi float [ %v1616, %ld_full19 ], [ %v1664, %ld_edge20 ]
  %v1708 = phi float [ %v1621, %ld_full19 ], [ %v1672, %ld_edge20 ]
  %v1709 = phi float [ %v1626, %ld_full19 ], [ %v1680, %ld_edge20 ]
  %v1710 = phi float [ %v1631, %ld_full19 ], [ %v1688, %ld_edge20 ]
  %v1711 = phi float [ %v1636, %ld_full19 ], [ %v1696, %ld_edge20 ]
  %v1712 = phi float [ %v1641, %ld_full19 ], [ %v1704, %ld_edge20 ]
  %v1713 = fmul float %v1560, %v1705
  %v1714 = fmul float %v1561, %v1706
  %v1715 = fmul float %v1562, %v1707
  %v1716 = fmul float %v1563, %v1708
  %v1717 = fmul float %v1564, %v1709
  %v1718 = fmul float %v1565, %v1710
  %v1719 = fmul float %v1566, %v1711
  %v1720 = fmul float %v1567, %v1712
  %v1721 = fmul float %v1568, %v1705
  %v1722 = fmul float %v1569, %v1706
  %v1723 = fmul float %v1570, %v1707
  %v1724 = fmul float %v1571, %v1708
  %v1725 = fmul float %v1572, %v1709
  %v1726 = fmul float %v1573, %v1710
  %v1727 = fmul float %v1574, %v1711
  %v1728 = fmul float %v1575, %v1712
  %v1729 = and i32 %v2, 1
  %v1730 = shl i32 %v1729, 2
  %v1731 = lshr i32 %v2, 1
  %v1732 = and i32 %v1731, 1
  %v1733 = shl i32 %v1732, 3
  %v1734 = or i32 %v1730, %v1733
  %v1735 = lshr i32 %v2, 2
  %v1736 = and i32 %v1735, 1
  %v1737 = shl i32 %v1736, 4
  %v1738 = or i32 %v1734, %v1737
  %v1739 = lshr i32 %v2, 3
  %v1740 = and i32 %v1739, 1
  %v1741 = shl i32 %v1740, 5
  %v1742 = or i32 %v1738, %v1741
  %v1743 = lshr i32 %v2, 4
  %v1744 = and i32 %v1743, 1
  %v1745 = shl i32 %v1744, 6
  %v1746 = or i32 %v1742, %v1745
  %v1747 = and i32 %v1746, 255
  %v1748 = sext i32 %v806 to i64
  %v1749 = mul i64 %v1748, 256
  %v1750 = zext i32 %v1747 to i64
  %v1751 = add i64 %v1749, %v1750
  %v1752 = zext i32 %p9 to i64
  %v1753 = add i64 %v1749, 256
  %v1754 = icmp sle i64 %v1753, %v1752
  %v1755 = icmp sge i64 %v1748, 0
  %v1756 = and i1 %v1754, %v1755
  br i1 %v1756, label %ld_full22, label %ld_edge23
ld_full22:
  %v1757 = icmp ult i64 %v1751, %v1752
  %v1758 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1751
  %v1759 = load float, float addrspace(1)* %v1758, align 4
  %v1760 = add i64 %v1751, 1
  %v1761 = add i64 %v1751, 1
  %v1762 = icmp ult i64 %v1761, %v1752
  %v1763 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1760
  %v1764 = load float, float addrspace(1)* %v1763, align 4
  %v1765 = add i64 %v1751, 2
  %v1766 = add i64 %v1751, 2
  %v1767 = icmp ult i64 %v1766, %v1752
  %v1768 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1765
  %v1769 = load float, float addrspace(1)* %v1768, align 4
  %v1770 = add i64 %v1751, 3
  %v1771 = add i64 %v1751, 3
  %v1772 = icmp ult i64 %v1771, %v1752
  %v1773 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1770
  %v1774 = load float, float addrspace(1)* %v1773, align 4
  %v1775 = add i64 %v1751, 128
  %v1776 = add i64 %v1751, 128
  %v1777 = icmp ult i64 %v1776, %v1752
  %v1778 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1775
  %v1779 = load float, float addrspace(1)* %v1778, align 4
  %v1780 = add i64 %v1751, 129
  %v1781 = add i64 %v1751, 129
  %v1782 = icmp ult i64 %v1781, %v1752
  %v1783 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1780
  %v1784 = load float, float addrspace(1)* %v1783, align 4
  %v1785 = add i64 %v1751, 130
  %v1786 = add i64 %v1751, 130
  %v1787 = icmp ult i64 %v1786, %v1752
  %v1788 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1785
  %v1789 = load float, float addrspace(1)* %v1788, align 4
  %v1790 = add i64 %v1751, 131
  %v1791 = add i64 %v1751, 131
  %v1792 = icmp ult i64 %v1791, %v1752
  %v1793 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1790
  %v1794 = load float, float addrspace(1)* %v1793, align 4
  br label %ld_done24
ld_edge23:
  %v1795 = bitcast float 0x0000000000000000 to i32
  %v1796 = icmp ult i64 %v1751, %v1752
  %v1797 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1751
  %v1798 = ptrtoint float addrspace(1)* %v1797 to i64
  %v1799 = zext i1 %v1796 to i32
  %v1800 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1798, i32 %v1799, i32 %v1795)
  %v1801 = bitcast i32 %v1800 to float
  %v1802 = add i64 %v1751, 1
  %v1803 = add i64 %v1751, 1
  %v1804 = icmp ult i64 %v1803, %v1752
  %v1805 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1802
  %v1806 = ptrtoint float addrspace(1)* %v1805 to i64
  %v1807 = zext i1 %v1804 to i32
  %v1808 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1806, i32 %v1807, i32 %v1795)
  %v1809 = bitcast i32 %v1808 to float
  %v1810 = add i64 %v1751, 2
  %v1811 = add i64 %v1751, 2
  %v1812 = icmp ult i64 %v1811, %v1752
  %v1813 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1810
  %v1814 = ptrtoint float addrspace(1)* %v1813 to i64
  %v1815 = zext i1 %v1812 to i32
  %v1816 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1814, i32 %v1815, i32 %v1795)
  %v1817 = bitcast i32 %v1816 to float
  %v1818 = add i64 %v1751, 3
  %v1819 = add i64 %v1751, 3
  %v1820 = icmp ult i64 %v1819, %v1752
  %v1821 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1818
  %v1822 = ptrtoint float addrspace(1)* %v1821 to i64
  %v1823 = zext i1 %v1820 to i32
  %v1824 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1822, i32 %v1823, i32 %v1795)
  %v1825 = bitcast i32 %v1824 to float
  %v1826 = add i64 %v1751, 128
  %v1827 = add i64 %v1751, 128
  %v1828 = icmp ult i64 %v1827, %v1752
  %v1829 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1826
  %v1830 = ptrtoint float addrspace(1)* %v1829 to i64
  %v1831 = zext i1 %v1828 to i32
  %v1832 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1830, i32 %v1831, i32 %v1795)
  %v1833 = bitcast i32 %v1832 to float
  %v1834 = add i64 %v1751, 129
  %v1835 = add i64 %v1751, 129
  %v1836 = icmp ult i64 %v1835, %v1752
  %v1837 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1834
  %v1838 = ptrtoint float addrspace(1)* %v1837 to i64
  %v1839 = zext i1 %v1836 to i32
  %v1840 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1838, i32 %v1839, i32 %v1795)
  %v1841 = bitcast i32 %v1840 to float
  %v1842 = add i64 %v1751, 130
  %v1843 = add i64 %v1751, 130
  %v1844 = icmp ult i64 %v1843, %v1752
  %v1845 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1842
  %v1846 = ptrtoint float addrspace(1)* %v1845 to i64
  %v1847 = zext i1 %v1844 to i32
  %v1848 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1846, i32 %v1847, i32 %v1795)
  %v1849 = bitcast i32 %v1848 to float
  %v1850 = add i64 %v1751, 131
  %v1851 = add i64 %v1751, 131
  %v1852 = icmp ult i64 %v1851, %v1752
  %v1853 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1850
  %v1854 = ptrtoint float addrspace(1)* %v1853 to i64
  %v1855 = zext i1 %v1852 to i32
  %v1856 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1854, i32 %v1855, i32 %v1795)
  %v1857 = bitcast i32 %v1856 to float
  br label %ld_done24
ld_done24:
  %v1858 = phi float [ %v1759, %ld_full22 ], [ %v1801, %ld_edge23 ]
  %v1859 = phi float [ %v1764, %ld_full22 ], [ %v1809, %ld_edge23 ]
  %v1860 = phi float [ %v1769, %ld_full22 ], [ %v1817, %ld_edge23 ]
  %v1861 = phi float [ %v1774, %ld_full22 ], [ %v1825, %ld_edge23 ]
  %v1862 = phi float [ %v1779, %ld_full22 ], [ %v1833, %ld_edge23 ]
  %v1863 = phi float [ %v1784, %ld_full22 ], [ %v1841, %ld_edge23 ]
  %v1864 = phi float [ %v1789, %ld_full22 ], [ %v1849, %ld_edge23 ]
  %v1865 = phi float [ %v1794, %ld_full22 ], [ %v1857, %ld_edge23 ]
  %v1866 = fadd float %v1713, %v1858
  %v1867 = fadd float %v1714, %v1859
  %v1868 = fadd float %v1715, %v1860
  %v1869 = fadd float %v1716, %v1861
  %v1870 = fadd float %v1717, %v1862
  %v1871 = fadd float %v1718, %v1863
  %v1872 = fadd float %v1719, %v1864
  %v1873 = fadd float %v1720, %v1865
  %v1874 = fadd float %v1721, %v1858
  %v1875 = fadd float %v1722, %v1859
  %v1876 = fadd float %v1723, %v1860
  %v1877 = fadd float %v1724, %v1861
  %v1878 = fadd float %v1725, %v1862
  %v1879 = fadd float %v1726, %v1863
  %v1880 = fadd float %v1727, %v1864
  %v1881 = fadd float %v1728, %v1865
  %v1882 = and i32 %v2, 1
  %v1883 = shl i32 %v1882, 2
  %v1884 = lshr i32 %v2, 1
  %v1885 = and i32 %v1884, 1
  %v1886 = shl i32 %v1885, 3
  %v1887 = or i32 %v1883, %v1886
  %v1888 = lshr i32 %v2, 2
  %v1889 = and i32 %v1888, 1
  %v1890 = shl i32 %v1889, 4
  %v1891 = or i32 %v1887, %v1890
  %v1892 = lshr i32 %v2, 3
  %v1893 = and i32 %v1892, 1
  %v1894 = shl i32 %v1893, 5
  %v1895 = or i32 %v1891, %v1894
  %v1896 = lshr i32 %v2, 4
  %v1897 = and i32 %v1896, 1
  %v1898 = shl i32 %v1897, 6
  %v1899 = or i32 %v1895, %v1898
  %v1900 = and i32 %v3, 1
  %v1901 = shl i32 %v1900, 8
  %v1902 = or i32 %v1899, %v1901
  %v1903 = lshr i32 %v3, 1
  %v1904 = and i32 %v1903, 1
  %v1905 = shl i32 %v1904, 9
  %v1906 = or i32 %v1902, %v1905
  %v1907 = lshr i32 %v1906, 8
  %v1908 = and i32 %v1907, 7
  %v1909 = and i32 %v1906, 255
  %v1910 = sext i32 %v4 to i64
  %v1911 = mul i64 %v1910, 8
  %v1912 = zext i32 %v1908 to i64
  %v1913 = add i64 %v1911, %v1912
  %v1914 = sext i32 %p14 to i64
  %v1915 = zext i32 %p12 to i64
  %v1916 = mul i64 %v1913, %v1914
  %v1917 = add i64 %v1911, 8
  %v1918 = icmp sle i64 %v1917, %v1915
  %v1919 = icmp sge i64 %v1910, 0
  %v1920 = and i1 %v1918, %v1919
  %v1921 = sext i32 %v806 to i64
  %v1922 = mul i64 %v1921, 256
  %v1923 = zext i32 %v1909 to i64
  %v1924 = add i64 %v1922, %v1923
  %v1925 = zext i32 %p13 to i64
  %v1926 = add i64 %v1916, %v1924
  %v1927 = add i64 %v1922, 256
  %v1928 = icmp sle i64 %v1927, %v1925
  %v1929 = icmp sge i64 %v1921, 0
  %v1930 = and i1 %v1928, %v1929
  %v1931 = and i1 %v1920, %v1930
  br i1 %v1931, label %st_full25, label %st_edge26
st_full25:
  %v1932 = icmp ult i64 %v1913, %v1915
  %v1933 = icmp ult i64 %v1924, %v1925
  %v1934 = and i1 %v1932, %v1933
  %v1935 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1926
  store float %v1866, float addrspace(1)* %v1935, align 4
  %v1936 = icmp ult i64 %v1913, %v1915
  %v1937 = add i64 %v1926, 1
  %v1938 = add i64 %v1924, 1
  %v1939 = icmp ult i64 %v1938, %v1925
  %v1940 = and i1 %v1936, %v1939
  %v1941 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1937
  store float %v1867, float addrspace(1)* %v1941, align 4
  %v1942 = icmp ult i64 %v1913, %v1915
  %v1943 = add i64 %v1926, 2
  %v1944 = add i64 %v1924, 2
  %v1945 = icmp ult i64 %v1944, %v1925
  %v1946 = and i1 %v1942, %v1945
  %v1947 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1943
  store float %v1868, float addrspace(1)* %v1947, align 4
  %v1948 = icmp ult i64 %v1913, %v1915
  %v1949 = add i64 %v1926, 3
  %v1950 = add i64 %v1924, 3
  %v1951 = icmp ult i64 %v1950, %v1925
  %v1952 = and i1 %v1948, %v1951
  %v1953 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1949
  store float %v1869, float addrspace(1)* %v1953, align 4
  %v1954 = icmp ult i64 %v1913, %v1915
  %v1955 = add i64 %v1926, 128
  %v1956 = add i64 %v1924, 128
  %v1957 = icmp ult i64 %v1956, %v1925
  %v1958 = and i1 %v1954, %v1957
  %v1959 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1955
  store float %v1870, float addrspace(1)* %v1959, align 4
  %v1960 = icmp ult i64 %v1913, %v1915
  %v1961 = add i64 %v1926, 129
  %v1962 = add i64 %v1924, 129
  %v1963 = icmp ult i64 %v1962, %v1925
  %v1964 = and i1 %v1960, %v1963
  %v1965 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1961
  store float %v1871, float addrspace(1)* %v1965, align 4
  %v1966 = icmp ult i64 %v1913, %v1915
  %v1967 = add i64 %v1926, 130
  %v1968 = add i64 %v1924, 130
  %v1969 = icmp ult i64 %v1968, %v1925
  %v1970 = and i1 %v1966, %v1969
  %v1971 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1967
  store float %v1872, float addrspace(1)* %v1971, align 4
  %v1972 = icmp ult i64 %v1913, %v1915
  %v1973 = add i64 %v1926, 131
  %v1974 = add i64 %v1924, 131
  %v1975 = icmp ult i64 %v1974, %v1925
  %v1976 = and i1 %v1972, %v1975
  %v1977 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1973
  store float %v1873, float addrspace(1)* %v1977, align 4
  %v1978 = mul i64 4, %v1914
  %v1979 = add i64 %v1926, %v1978
  %v1980 = add i64 %v1913, 4
  %v1981 = icmp ult i64 %v1980, %v1915
  %v1982 = icmp ult i64 %v1924, %v1925
  %v1983 = and i1 %v1981, %v1982
  %v1984 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1979
  store float %v1874, float addrspace(1)* %v1984, align 4
  %v1985 = mul i64 4, %v1914
  %v1986 = add i64 %v1926, %v1985
  %v1987 = add i64 %v1913, 4
  %v1988 = icmp ult i64 %v1987, %v1915
  %v1989 = add i64 %v1986, 1
  %v1990 = add i64 %v1924, 1
  %v1991 = icmp ult i64 %v1990, %v1925
  %v1992 = and i1 %v1988, %v1991
  %v1993 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1989
  store float %v1875, float addrspace(1)* %v1993, align 4
  %v1994 = mul i64 4, %v1914
  %v1995 = add i64 %v1926, %v1994
  %v1996 = add i64 %v1913, 4
  %v1997 = icmp ult i64 %v1996, %v1915
  %v1998 = add i64 %v1995, 2
  %v1999 = add i64 %v1924, 2
  %v2000 = icmp ult i64 %v1999, %v1925
  %v2001 = and i1 %v1997, %v2000
  %v2002 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1998
  store float %v1876, float addrspace(1)* %v2002, align 4
  %v2003 = mul i64 4, %v1914
  %v2004 = add i64 %v1926, %v2003
  %v2005 = add i64 %v1913, 4
  %v2006 = icmp ult i64 %v2005, %v1915
  %v2007 = add i64 %v2004, 3
  %v2008 = add i64 %v1924, 3
  %v2009 = icmp ult i64 %v2008, %v1925
  %v2010 = and i1 %v2006, %v2009
  %v2011 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2007
  store float %v1877, float addrspace(1)* %v2011, align 4
  %v2012 = mul i64 4, %v1914
  %v2013 = add i64 %v1926, %v2012
  %v2014 = add i64 %v1913, 4
  %v2015 = icmp ult i64 %v2014, %v1915
  %v2016 = add i64 %v2013, 128
  %v2017 = add i64 %v1924, 128
  %v2018 = icmp ult i64 %v2017, %v1925
  %v2019 = and i1 %v2015, %v2018
  %v2020 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2016
  store float %v1878, float addrspace(1)* %v2020, align 4
  %v2021 = mul i64 4, %v1914
  %v2022 = add i64 %v1926, %v2021
  %v2023 = add i64 %v1913, 4
  %v2024 = icmp ult i64 %v2023, %v1915
  %v2025 = add i64 %v2022, 129
  %v2026 = add i64 %v1924, 129
  %v2027 = icmp ult i64 %v2026, %v1925
  %v2028 = and i1 %v2024, %v2027
  %v2029 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2025
  store float %v1879, float addrspace(1)* %v2029, align 4
  %v2030 = mul i64 4, %v1914
  %v2031 = add i64 %v1926, %v2030
  %v2032 = add i64 %v1913, 4
  %v2033 = icmp ult i64 %v2032, %v1915
  %v2034 = add i64 %v2031, 130
  %v2035 = add i64 %v1924, 130
  %v2036 = icmp ult i64 %v2035, %v1925
  %v2037 = and i1 %v2033, %v2036
  %v2038 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2034
  store float %v1880, float addrspace(1)* %v2038, align 4
  %v2039 = mul i64 4, %v1914
  %v2040 = add i64 %v1926, %v2039
  %v2041 = add i64 %v1913, 4
  %v2042 = icmp ult i64 %v2041, %v1915
  %v2043 = add i64 %v2040, 131
  %v2044 = add i64 %v1924, 131
  %v2045 = icmp ult i64 %v2044, %v1925
  %v2046 = and i1 %v2042, %v2045
  %v2047 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2043
  store float %v1881, float addrspace(1)* %v2047, align 4
  br label %st_done27
st_edge26:
  %v2048 = icmp ult i64 %v1913, %v1915
  %v2049 = icmp ult i64 %v1924, %v1925
  %v2050 = and i1 %v2048, %v2049
  %v2051 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1926
  br i1 %v2050, label %st28, label %join29
st_done27:
  %v2164 = add i64 %v801, 1
  br label %for7
st28:
  store float %v1866, float addrspace(1)* %v2051, align 4
  br label %join29
join29:
  %v2052 = icmp ult i64 %v1913, %v1915
  %v2053 = add i64 %v1926, 1
  %v2054 = add i64 %v1924, 1
  %v2055 = icmp ult i64 %v2054, %v1925
  %v2056 = and i1 %v2052, %v2055
  %v2057 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2053
  br i1 %v2056, label %st30, label %join31
st30:
  store float %v1867, float addrspace(1)* %v2057, align 4
  br label %join31
join31:
  %v2058 = icmp ult i64 %v1913, %v1915
  %v2059 = add i64 %v1926, 2
  %v2060 = add i64 %v1924, 2
  %v2061 = icmp ult i64 %v2060, %v1925
  %v2062 = and i1 %v2058, %v2061
  %v2063 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2059
  br i1 %v2062, label %st32, label %join33
st32:
  store float %v1868, float addrspace(1)* %v2063, align 4
  br label %join33
join33:
  %v2064 = icmp ult i64 %v1913, %v1915
  %v2065 = add i64 %v1926, 3
  %v2066 = add i64 %v1924, 3
  %v2067 = icmp ult i64 %v2066, %v1925
  %v2068 = and i1 %v2064, %v2067
  %v2069 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2065
  br i1 %v2068, label %st34, label %join35
st34:
  store float %v1869, float addrspace(1)* %v2069, align 4
  br label %join35
join35:
  %v2070 = icmp ult i64 %v1913, %v1915
  %v2071 = add i64 %v1926, 128
  %v2072 = add i64 %v1924, 128
  %v2073 = icmp ult i64 %v2072, %v1925
  %v2074 = and i1 %v2070, %v2073
  %v2075 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2071
  br i1 %v2074, label %st36, label %join37
st36:
  store float %v1870, float addrspace(1)* %v2075, align 4
  br label %join37
join37:
  %v2076 = icmp ult i64 %v1913, %v1915
  %v2077 = add i64 %v1926, 129
  %v2078 = add i64 %v1924, 129
  %v2079 = icmp ult i64 %v2078, %v1925
  %v2080 = and i1 %v2076, %v2079
  %v2081 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2077
  br i1 %v2080, label %st38, label %join39
st38:
  store float %v1871, float addrspace(1)* %v2081, align 4
  br label %join39
join39:
  %v2082 = icmp ult i64 %v1913, %v1915
  %v2083 = add i64 %v1926, 130
  %v2084 = add i64 %v1924, 130
  %v2085 = icmp ult i64 %v2084, %v1925
  %v2086 = and i1 %v2082, %v2085
  %v2087 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2083
  br i1 %v2086, label %st40, label %join41
st40:
  store float %v1872, float addrspace(1)* %v2087, align 4
  br label %join41
join41:
  %v2088 = icmp ult i64 %v1913, %v1915
  %v2089 = add i64 %v1926, 131
  %v2090 = add i64 %v1924, 131
  %v2091 = icmp ult i64 %v2090, %v1925
  %v2092 = and i1 %v2088, %v2091
  %v2093 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2089
  br i1 %v2092, label %st42, label %join43
st42:
  store float %v1873, float addrspace(1)* %v2093, align 4
  br label %join43
join43:
  %v2094 = mul i64 4, %v1914
  %v2095 = add i64 %v1926, %v2094
  %v2096 = add i64 %v1913, 4
  %v2097 = icmp ult i64 %v2096, %v1915
  %v2098 = icmp ult i64 %v1924, %v1925
  %v2099 = and i1 %v2097, %v2098
  %v2100 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2095
  br i1 %v2099, label %st44, label %join45
st44:
  store float %v1874, float addrspace(1)* %v2100, align 4
  br label %join45
join45:
  %v2101 = mul i64 4, %v1914
  %v2102 = add i64 %v1926, %v2101
  %v2103 = add i64 %v1913, 4
  %v2104 = icmp ult i64 %v2103, %v1915
  %v2105 = add i64 %v2102, 1
  %v2106 = add i64 %v1924, 1
  %v2107 = icmp ult i64 %v2106, %v1925
  %v2108 = and i1 %v2104, %v2107
  %v2109 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2105
  br i1 %v2108, label %st46, label %join47
st46:
  store float %v1875, float addrspace(1)* %v2109, align 4
  br label %join47
join47:
  %v2110 = mul i64 4, %v1914
  %v2111 = add i64 %v1926, %v2110
  %v2112 = add i64 %v1913, 4
  %v2113 = icmp ult i64 %v2112, %v1915
  %v2114 = add i64 %v2111, 2
  %v2115 = add i64 %v1924, 2
  %v2116 = icmp ult i64 %v2115, %v1925
  %v2117 = and i1 %v2113, %v2116
  %v2118 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2114
  br i1 %v2117, label %st48, label %join49
st48:
  store float %v1876, float addrspace(1)* %v2118, align 4
  br label %join49
join49:
  %v2119 = mul i64 4, %v1914
  %v2120 = add i64 %v1926, %v2119
  %v2121 = add i64 %v1913, 4
  %v2122 = icmp ult i64 %v2121, %v1915
  %v2123 = add i64 %v2120, 3
  %v2124 = add i64 %v1924, 3
  %v2125 = icmp ult i64 %v2124, %v1925
  %v2126 = and i1 %v2122, %v2125
  %v2127 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2123
  br i1 %v2126, label %st50, label %join51
st50:
  store float %v1877, float addrspace(1)* %v2127, align 4
  br label %join51
join51:
  %v2128 = mul i64 4, %v1914
  %v2129 = add i64 %v1926, %v2128
  %v2130 = add i64 %v1913, 4
  %v2131 = icmp ult i64 %v2130, %v1915
  %v2132 = add i64 %v2129, 128
  %v2133 = add i64 %v1924, 128
  %v2134 = icmp ult i64 %v2133, %v1925
  %v2135 = and i1 %v2131, %v2134
  %v2136 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2132
  br i1 %v2135, label %st52, label %join53
st52:
  store float %v1878, float addrspace(1)* %v2136, align 4
  br label %join53
join53:
  %v2137 = mul i64 4, %v1914
  %v2138 = add i64 %v1926, %v2137
  %v2139 = add i64 %v1913, 4
  %v2140 = icmp ult i64 %v2139, %v1915
  %v2141 = add i64 %v2138, 129
  %v2142 = add i64 %v1924, 129
  %v2143 = icmp ult i64 %v2142, %v1925
  %v2144 = and i1 %v2140, %v2143
  %v2145 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2141
  br i1 %v2144, label %st54, label %join55
st54:
  store float %v1879, float addrspace(1)* %v2145, align 4
  br label %join55
join55:
  %v2146 = mul i64 4, %v1914
  %v2147 = add i64 %v1926, %v2146
  %v2148 = add i64 %v1913, 4
  %v2149 = icmp ult i64 %v2148, %v1915
  %v2150 = add i64 %v2147, 130
  %v2151 = add i64 %v1924, 130
  %v2152 = icmp ult i64 %v2151, %v1925
  %v2153 = and i1 %v2149, %v2152
  %v2154 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2150
  br i1 %v2153, label %st56, label %join57
st56:
  store float %v1880, float addrspace(1)* %v2154, align 4
  br label %join57
join57:
  %v2155 = mul i64 4, %v1914
  %v2156 = add i64 %v1926, %v2155
  %v2157 = add i64 %v1913, 4
  %v2158 = icmp ult i64 %v2157, %v1915
  %v2159 = add i64 %v2156, 131
  %v2160 = add i64 %v1924, 131
  %v2161 = icmp ult i64 %v2160, %v1925
  %v2162 = and i1 %v2158, %v2161
  %v2163 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2159
  br i1 %v2162, label %st58, label %join59
st58:
  store float %v1881, float addrspace(1)* %v2163, align 4
  br label %join59
join59:
  br label %st_done27
}

declare float @__nv_rsqrtf(float)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !1, !2}
!0 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @layernorm_looped, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @layernorm_looped, !"maxntidx", i32 128}
!2 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @layernorm_looped, !"minctasm", i32 4}
!nvvmir.version = !{!3}
!3 = !{i32 2, i32 0}

; kernel layernorm_looped [eps=1e-5, BM=1, BN=1024, OCC=4, TMA=1, STATIC=0, W=0]
; another specialisation of `layernorm_looped` (the first is written out above): 1259 lines, sha256 c00229ddc51bd2ff6d49d1aa951dd7073f0666bc38613156dba242a2fb9f391b
; lines with barrier0 9, shfl 11, addrspace(3) 55, addrspace(1) 46
